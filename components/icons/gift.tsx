import { SvgIcon, type IconProps } from './svg-icon';

export function GiftIcon(props: IconProps) {
  return <SvgIcon {...props} d="M4.5 11h15v9h-15v-9ZM3 7h18v4H3V7Zm9 0v13m0-13C10.5 4 7 3 7 5.2 7 6.5 8.5 7 12 7Zm0 0c1.5-3 5-4 5-1.8C17 6.5 15.5 7 12 7Z" />;
}
