import { SvgIcon, type IconProps } from './svg-icon';

export function ChevronRightIcon(props: IconProps) {
  return <SvgIcon {...props} d="m9 18 6-6-6-6" />;
}
