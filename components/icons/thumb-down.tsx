import { SvgIcon, type IconProps } from './svg-icon';

export function ThumbDownIcon(props: IconProps) {
  return <SvgIcon {...props} d="M17 14V3m0 11-4 7.5c-1.4 0-2.5-1.1-2.5-2.5v-3.5H5.2a2 2 0 0 1-2-2.3l1.3-8a2 2 0 0 1 2-1.7H17m0 10h3a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1h-3" />;
}
