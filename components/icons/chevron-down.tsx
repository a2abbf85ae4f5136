import { SvgIcon, type IconProps } from './svg-icon';

export function ChevronDownIcon(props: IconProps) {
  return <SvgIcon {...props} d="m6 9 6 6 6-6" />;
}
