import { SvgIcon, type IconProps } from './svg-icon';

export function ThumbUpIcon(props: IconProps) {
  return <SvgIcon {...props} d="M7 10v11M7 10l4-7.5c1.4 0 2.5 1.1 2.5 2.5v3.5h5.3a2 2 0 0 1 2 2.3l-1.3 8a2 2 0 0 1-2 1.7H7m0-10H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h3" />;
}
