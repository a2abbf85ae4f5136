import { SvgIcon, type IconProps } from './svg-icon';

export function ArrowUpIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 19V5m-7 7 7-7 7 7" />;
}
