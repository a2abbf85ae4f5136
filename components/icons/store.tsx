import { SvgIcon, type IconProps } from './svg-icon';

export function StoreIcon(props: IconProps) {
  return <SvgIcon {...props} d="M4 9h16l-1.5-5h-13L4 9Zm0 0v1.5a2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0V9M5.5 12.5V20h13v-7.5M10 20v-4h4v4" />;
}
