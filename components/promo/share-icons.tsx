import type { SVGProps } from 'react';

/** Brand and action glyphs of the share buttons (24×24). Decorative: the button text names the target. */
const paths = {
  share: { d: 'M12 3v12m0-12L7.5 7.5M12 3l4.5 4.5M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7', fill: false },
  link: { d: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1m2 3.7a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1', fill: false },
  facebook: { d: 'M14 8h2.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5h2.6l.6-3.5h-3.2V9a1 1 0 0 1 1-1Z', fill: true },
  messenger: {
    d: 'M12 3c-5 0-9 3.7-9 8.4 0 2.6 1.3 5 3.4 6.5V21l3.1-1.7c.8.2 1.6.3 2.5.3 5 0 9-3.7 9-8.4S17 3 12 3Zm1 11.2-2.3-2.4-4.4 2.4 4.8-5.1 2.3 2.4 4.4-2.4-4.8 5.1Z',
    fill: true,
  },
  whatsapp: {
    d: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm4.3 12.4c-.2.5-1 1-1.5 1-.4.1-.9.1-1.5-.1a12 12 0 0 1-5.5-4.8c-.4-.6-.8-1.5-.8-2.4 0-.9.5-1.4.7-1.6.2-.2.4-.2.5-.2h.4c.1 0 .3 0 .5.4l.7 1.7c.1.1.1.3 0 .4l-.3.5-.3.3c-.1.1-.2.3-.1.5.6 1 1.4 1.9 2.5 2.4.2.1.4.1.5 0l.7-.8c.2-.2.3-.2.5-.1l1.6.8c.2.1.4.2.4.3v.8Z',
    fill: true,
  },
  email: { d: 'M4 6h16v12H4V6Zm0 0 8 7 8-7', fill: false },
  copy: { d: 'M8 8V5a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-3M5 8h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z', fill: false },
  external: { d: 'M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5', fill: false },
} as const;

export type ShareIconName = keyof typeof paths;

export function ShareIcon({ name, size = 20, ...rest }: Omit<SVGProps<SVGSVGElement>, 'children'> & { name: ShareIconName; size?: number }) {
  const icon = paths[name];
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={icon.fill ? 'currentColor' : 'none'}
      stroke={icon.fill ? 'none' : 'currentColor'}
      strokeWidth={icon.fill ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      <path d={icon.d} />
    </svg>
  );
}
