import { safeExternalUrl } from '@/lib/navigation/safe-url';
import type { DeviceOs } from './environment';

/**
 * Links that take an address out of a social network's in-app browser into a real browser
 * (docs/app-shell.md, In-app browsers). Each takes an absolute http(s) address (ours or another
 * site's) and answers null for anything else, so a hand-off never carries another scheme.
 */

/**
 * Android: an intent link without a package. Facebook's, Messenger's and Instagram's webviews hand
 * `intent:` links to the system, which opens the address in the default browser. The fragment of
 * the address is dropped: the intent's own `#Intent;…;end` takes that place.
 */
export function androidIntentUrl(address: string): string | null {
  const safe = safeExternalUrl(address);
  if (safe === null) return null;
  const url = new URL(safe);
  const scheme = url.protocol.slice(0, -1);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};end`;
}

/**
 * iOS 17 and later: the `x-safari-https:` (and `x-safari-http:`) scheme opens the address in Safari,
 * whatever the default browser is. Older iOS versions know no such scheme and do nothing.
 */
export function iosSafariUrl(address: string): string | null {
  const safe = safeExternalUrl(address);
  if (safe === null) return null;
  return `x-safari-${safe}`;
}

export type HandOff = { kind: 'android-intent' | 'ios-safari'; href: string };

/** The hand-off that works on this device, or null where none does (then only copying the link helps). */
export function handOffFor(address: string, os: DeviceOs): HandOff | null {
  if (os === 'android') {
    const href = androidIntentUrl(address);
    return href === null ? null : { kind: 'android-intent', href };
  }
  if (os === 'ios') {
    const href = iosSafariUrl(address);
    return href === null ? null : { kind: 'ios-safari', href };
  }
  return null;
}
