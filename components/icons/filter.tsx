import { SvgIcon, type IconProps } from './svg-icon';

export function FilterIcon(props: IconProps) {
  return <SvgIcon {...props} d="M4 6h16M7 12h10M10 18h4" />;
}
