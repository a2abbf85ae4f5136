import { SvgIcon, type IconProps } from './svg-icon';

export function ImageIcon(props: IconProps) {
  return <SvgIcon {...props} d="M4 5h16v14H4V5Zm0 11 4.5-4.5L13 16m-1.5-1.5L15 11l5 5M15.5 8.5h.01" />;
}
