import { SvgIcon, type IconProps } from './svg-icon';

export function FlameIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 2.5c.6 3.6 5.5 5.7 5.5 11a5.5 5.5 0 0 1-11 0c0-2.4 1.2-4 2.4-5.2.2 1.9 1.2 3.1 2.4 3.4-.7-3.6.4-6.9.7-9.2Z" solid />;
}
