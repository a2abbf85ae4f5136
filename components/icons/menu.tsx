import { SvgIcon, type IconProps } from './svg-icon';

export function MenuIcon(props: IconProps) {
  return <SvgIcon {...props} d="M4 7h16M4 12h16M4 17h16" />;
}
