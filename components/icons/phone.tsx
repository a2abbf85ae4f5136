import { SvgIcon, type IconProps } from './svg-icon';

export function PhoneIcon(props: IconProps) {
  return <SvgIcon {...props} d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2" />;
}
