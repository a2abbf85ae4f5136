import { SvgIcon, type IconProps } from './svg-icon';

export function PlusCircleIcon(props: IconProps) {
  return <SvgIcon {...props} d="M12 8v8M8 12h8M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />;
}
