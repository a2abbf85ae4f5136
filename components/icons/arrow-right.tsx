import { SvgIcon, type IconProps } from './svg-icon';

export function ArrowRightIcon(props: IconProps) {
  return <SvgIcon {...props} d="M5 12h14m-6-7 7 7-7 7" />;
}
