import { SvgIcon, type IconProps } from './svg-icon';

export function RefreshIcon(props: IconProps) {
  return <SvgIcon {...props} d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />;
}
