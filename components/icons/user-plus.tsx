import { SvgIcon, type IconProps } from './svg-icon';

export function UserPlusIcon(props: IconProps) {
  return <SvgIcon {...props} d="M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0M19 8v6m-3-3h6" />;
}
