import { SvgIcon, type IconProps } from './svg-icon';

export function TopIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 3c.5 3.2 4.5 5 4.5 9.5a4.5 4.5 0 0 1-9 0c0-2 1-3.3 2-4.3.2 1.6 1 2.6 2 2.8-.6-3 .3-5.8.5-8Z" />;
}
