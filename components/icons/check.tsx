import { SvgIcon, type IconProps } from './svg-icon';

export function CheckIcon(props: IconProps) {
  return <SvgIcon {...props} d="m5 12.5 4.5 4.5L19 7.5" />;
}
