import { SvgIcon, type IconProps } from './svg-icon';

export function ClockIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2" />;
}
