import { safeExternalUrl } from '@/lib/navigation/safe-url';
import { isPlainClick, type ClickLike } from '@/lib/ui/plain-click';

/**
 * Which link clicks leave the site, for the in-app browsers' goto-default-browser dialog
 * (docs/app-shell.md, In-app browsers): read from the clicked link itself, so every outbound link
 * counts, wherever it is rendered (a deal button, an affiliate button, a link in a CMS page).
 */

/** A link carrying this attribute is never held back (the dialog's own "open here anyway"). */
export const PASS_ATTRIBUTE = 'data-in-app-browser-pass';

/** `/goto/{key}` with or without a locale prefix: our short links to affiliate sites. */
const GOTO_PATH = /^(?:\/[a-z]{2})?\/goto\/[^/]+\/?$/;

type LinkClick = ClickLike & Pick<MouseEvent, 'defaultPrevented' | 'target'>;

/**
 * The absolute http(s) address an outbound link click leads to, or null when the click stays on the
 * site (or is not a plain click on a link). Outbound: a link to another site, a paid link
 * (`rel~=sponsored`), or one of our `/goto/{key}` links (it redirects to a shop).
 */
export function outboundDestination(event: LinkClick, current: Pick<Location, 'origin' | 'href'>): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const target = event.target as Element | null;
  const anchor = target && typeof target.closest === 'function' ? target.closest('a[href]') : null;
  if (!anchor || anchor.tagName !== 'A' || anchor.hasAttribute('download') || anchor.hasAttribute(PASS_ATTRIBUTE)) return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', current.href);
  } catch {
    return null;
  }
  const address = safeExternalUrl(url.href);
  if (address === null) return null;
  if (url.origin !== current.origin) return address;
  const sponsored = (anchor.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('sponsored');
  return sponsored || GOTO_PATH.test(url.pathname) ? address : null;
}
