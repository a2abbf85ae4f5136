import { SvgIcon, type IconProps } from './svg-icon';

export function ChevronLeftIcon(props: IconProps) {
  return <SvgIcon {...props} d="m15 18-6-6 6-6" />;
}
