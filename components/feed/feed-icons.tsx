import type { SVGProps } from 'react';

/** Small icons of the feed cards (24×24, currentColor). Always decorative: text beside them says it. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

const paths = {
  flame: { d: 'M12 2.5c.6 3.6 5.5 5.7 5.5 11a5.5 5.5 0 0 1-11 0c0-2.4 1.2-4 2.4-5.2.2 1.9 1.2 3.1 2.4 3.4-.7-3.6.4-6.9.7-9.2Z', fill: true },
  snowflake: { d: 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5', fill: false },
  clock: { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2', fill: false },
  tag: { d: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Zm5-4.5h.01', fill: false },
  image: { d: 'M4 5h16v14H4V5Zm0 11 4.5-4.5L13 16m-1.5-1.5L15 11l5 5M15.5 8.5h.01', fill: false },
  filter: { d: 'M4 6h16M7 12h10M10 18h4', fill: false },
  chevronDown: { d: 'm6 9 6 6 6-6', fill: false },
  close: { d: 'M18 6 6 18M6 6l12 12', fill: false },
  arrowRight: { d: 'M5 12h14m-6-7 7 7-7 7', fill: false },
  arrowLeft: { d: 'M19 12H5m6-7-7 7 7 7', fill: false },
  refresh: { d: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6', fill: false },
  search: { d: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm9.5 3-4.9-4.9', fill: false },
  bell: { d: 'M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Zm4 9.5a2 2 0 0 0 4 0', fill: false },
  check: { d: 'm5 12.5 4.5 4.5L19 7.5', fill: false },
} as const;

export type FeedIconName = keyof typeof paths;

export function FeedIcon({ name, size = 16, ...rest }: IconProps & { name: FeedIconName }) {
  const icon = paths[name];
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={icon.fill ? 'currentColor' : 'none'}
      stroke={icon.fill ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      <path d={icon.d} />
    </svg>
  );
}
