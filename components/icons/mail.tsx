import { SvgIcon, type IconProps } from './svg-icon';

export function MailIcon(props: IconProps) {
  return <SvgIcon {...props} d="M4 6h16v12H4V6Zm0 0 8 7 8-7" />;
}
