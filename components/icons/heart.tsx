import { SvgIcon, type IconProps } from './svg-icon';

export function HeartIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 20.5S3.5 15.3 3.5 9.2A4.7 4.7 0 0 1 12 6.6a4.7 4.7 0 0 1 8.5 2.6c0 6.1-8.5 11.3-8.5 11.3Z" />;
}
