import { SHARE_SOURCE_PARAM } from '@/lib/api/log';

/** docs/product.md, Entities: the share targets and the code each one adds to the shared address. */
export const SHARE_CODES = { copy: 'cp', facebook: 'fb', messenger: 'ms', whatsapp: 'wa', email: 'em', native: 'native' } as const;

export type ShareTarget = keyof typeof SHARE_CODES;
export type ShareCode = (typeof SHARE_CODES)[ShareTarget];

/** The page address with `share_source=<code>`, so visits (and failed API calls) can be traced to the button. */
export function sharedUrl(pageUrl: string, target: ShareTarget): string {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.set(SHARE_SOURCE_PARAM, SHARE_CODES[target]);
  return url.toString();
}

/** The links of the share targets that open another site or app (copy and native share act in the page). */
export function shareLinks(pageUrl: string, title: string): Record<'facebook' | 'messenger' | 'whatsapp' | 'email', string> {
  const enc = encodeURIComponent;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(sharedUrl(pageUrl, 'facebook'))}`,
    messenger: `fb-messenger://share/?link=${enc(sharedUrl(pageUrl, 'messenger'))}`,
    whatsapp: `https://wa.me/?text=${enc(`${title} ${sharedUrl(pageUrl, 'whatsapp')}`)}`,
    email: `mailto:?subject=${enc(title)}&body=${enc(`${title}\n\n${sharedUrl(pageUrl, 'email')}`)}`,
  };
}
