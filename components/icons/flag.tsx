import { SvgIcon, type IconProps } from './svg-icon';

export function FlagIcon(props: IconProps) {
  return <SvgIcon {...props} d="M5 21V4m0 0h12l-2.5 4.5L17 13H5" />;
}
