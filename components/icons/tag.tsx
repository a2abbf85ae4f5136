import { SvgIcon, type IconProps } from './svg-icon';

export function TagIcon(props: IconProps) {
  return <SvgIcon {...props} d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Zm5-4.5h.01" />;
}
