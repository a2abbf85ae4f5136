import { SvgIcon, type IconProps } from './svg-icon';

export function FolderIcon(props: IconProps) {
  return <SvgIcon {...props} d="M4 5.5A1.5 1.5 0 0 1 5.5 4H11l1 2h6.5A1.5 1.5 0 0 1 20 7.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-13ZM8 11h8M8 15h5" />;
}
