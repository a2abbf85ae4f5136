import type { ReactElement, SVGProps } from 'react';

/**
 * The chrome's line icons (24×24, stroke = currentColor), one module per icon (`./heart` …) so a
 * client chunk carries only the paths its components draw and a server component's icons no client
 * code at all (docs/performance-history.md, Session 13). Decorative: the text next to them names the action.
 * `filled` paints the shape too: the pressed state of a heart or a thumb.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; filled?: boolean };

/** An icon component, for tables of menu entries or result kinds: `<item.icon size={18} />`. */
export type IconComponent = (props: IconProps) => ReactElement;

/** The shared frame; `solid` shapes are drawn without an outline (the hot deal's flame). */
export function SvgIcon({ d, solid = false, size = 20, filled = false, ...rest }: IconProps & { d: string; solid?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled || solid ? 'currentColor' : 'none'}
      stroke={solid ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
