import type { SVGProps } from 'react';

/** Line icons of the chrome (24×24, stroke = currentColor). Decorative: the text next to them names the action. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

const paths = {
  top: 'M12 3c.5 3.2 4.5 5 4.5 9.5a4.5 4.5 0 0 1-9 0c0-2 1-3.3 2-4.3.2 1.6 1 2.6 2 2.8-.6-3 .3-5.8.5-8Z',
  bell: 'M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Zm4 9.5a2 2 0 0 0 4 0',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm9.5 3-4.9-4.9',
  folder: 'M4 5.5A1.5 1.5 0 0 1 5.5 4H11l1 2h6.5A1.5 1.5 0 0 1 20 7.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-13ZM8 11h8M8 15h5',
  news: 'M5 4h11a1 1 0 0 1 1 1v14a1 1 0 0 0 1 1H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1Zm12 5h2a1 1 0 0 1 1 1v8a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3',
  plus: 'M12 5v14M5 12h14',
  plusCircle: 'M12 8v8M8 12h8M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M18 6 6 18M6 6l12 12',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  arrowLeft: 'M19 12H5m6-7-7 7 7 7',
  arrowUp: 'M12 19V5m-7 7 7-7 7 7',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  tag: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Zm5-4.5h.01',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-5v-5m0-3h.01',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2',
  mail: 'M4 6h16v12H4V6Zm0 0 8 7 8-7',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
  store: 'M4 9h16l-1.5-5h-13L4 9Zm0 0v1.5a2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0V9M5.5 12.5V20h13v-7.5M10 20v-4h4v4',
  thumbUp: 'M7 10v11M7 10l4-7.5c1.4 0 2.5 1.1 2.5 2.5v3.5h5.3a2 2 0 0 1 2 2.3l-1.3 8a2 2 0 0 1-2 1.7H7m0-10H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h3',
  thumbDown: 'M17 14V3m0 11-4 7.5c-1.4 0-2.5-1.1-2.5-2.5v-3.5H5.2a2 2 0 0 1-2-2.3l1.3-8a2 2 0 0 1 2-1.7H17m0 10h3a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1h-3',
  heart: 'M12 20.5S3.5 15.3 3.5 9.2A4.7 4.7 0 0 1 12 6.6a4.7 4.7 0 0 1 8.5 2.6c0 6.1-8.5 11.3-8.5 11.3Z',
  bellCheck: 'M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Zm4 9.5a2 2 0 0 0 4 0M9.5 9.5l2 2 3.5-3.5',
  flame: 'M12 2.5c.6 3.6 5.5 5.7 5.5 11a5.5 5.5 0 0 1-11 0c0-2.4 1.2-4 2.4-5.2.2 1.9 1.2 3.1 2.4 3.4-.7-3.6.4-6.9.7-9.2Z',
  snowflake: 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2',
  image: 'M4 5h16v14H4V5Zm0 11 4.5-4.5L13 16m-1.5-1.5L15 11l5 5M15.5 8.5h.01',
  filter: 'M4 6h16M7 12h10M10 18h4',
  chevronDown: 'm6 9 6 6 6-6',
  arrowRight: 'M5 12h14m-6-7 7 7-7 7',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  bookOpen: 'M12 6.5C10.3 5 7.8 4.5 4 4.5v13c3.8 0 6.3.5 8 2 1.7-1.5 4.2-2 8-2v-13c-3.8 0-6.3.5-8 2Zm0 0v13',
  grid: 'M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h6v6h-6v-6Z',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  zoomIn: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm9.5 3-4.9-4.9M10.5 8v5M8 10.5h5',
  zoomOut: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm9.5 3-4.9-4.9M8 10.5h5',
  eyeOff: 'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 8.5 4.5 9.5 6-.5.8-1.5 2.2-3 3.5M6.6 6.6C4.6 7.9 3.2 9.8 2.5 12c1 1.5 4.5 6 9.5 6 1.7 0 3.2-.5 4.5-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2',
  flag: 'M5 21V4m0 0h12l-2.5 4.5L17 13H5',
} as const;

/** Shapes drawn solid, without an outline (the hot deal's flame). */
const SOLID: ReadonlySet<string> = new Set(['flame']);

export type IconName = keyof typeof paths;

/** `filled` paints the shape too: the pressed state of a heart or a thumb. */
export function Icon({ name, size = 20, filled = false, ...rest }: IconProps & { name: IconName; filled?: boolean }) {
  const solid = SOLID.has(name);
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
      <path d={paths[name]} />
    </svg>
  );
}
