import { SvgIcon, type IconProps } from './svg-icon';

export function SnowflakeIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5" />;
}
