import { SvgIcon, type IconProps } from './svg-icon';

export function CloseIcon(props: IconProps) {
  return <SvgIcon {...props} d="M18 6 6 18M6 6l12 12" />;
}
