import { SvgIcon, type IconProps } from './svg-icon';

export function BookOpenIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 6.5C10.3 5 7.8 4.5 4 4.5v13c3.8 0 6.3.5 8 2 1.7-1.5 4.2-2 8-2v-13c-3.8 0-6.3.5-8 2Zm0 0v13" />;
}
