import { SvgIcon, type IconProps } from './svg-icon';

export function GlobeIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />;
}
