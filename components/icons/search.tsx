import { SvgIcon, type IconProps } from './svg-icon';

export function SearchIcon(props: IconProps) {
  return <SvgIcon {...props} d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm9.5 3-4.9-4.9" />;
}
