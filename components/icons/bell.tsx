import { SvgIcon, type IconProps } from './svg-icon';

export function BellIcon(props: IconProps) {
  return <SvgIcon {...props} d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Zm4 9.5a2 2 0 0 0 4 0" />;
}
