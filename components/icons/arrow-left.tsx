import { SvgIcon, type IconProps } from './svg-icon';

export function ArrowLeftIcon(props: IconProps) {
  return <SvgIcon {...props} d="M19 12H5m6-7-7 7 7 7" />;
}
