import { SvgIcon, type IconProps } from './svg-icon';

export function UserIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />;
}
