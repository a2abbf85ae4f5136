import { SvgIcon, type IconProps } from './svg-icon';

export function GridIcon(props: IconProps) {
  return <SvgIcon {...props} d="M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h6v6h-6v-6Z" />;
}
