import { isPlainClick, type ClickLike } from '@/lib/ui/plain-click';

/**
 * Where a click on a stale build goes (docs/app-shell.md, New builds). Apart from reload-guard.ts:
 * only the build poller (components/providers/build-poller.ts, loaded after idle) needs it.
 */

/**
 * The address a click leads to when it should become a full page load: a plain click on a link to
 * another page of this site that would open in place. Null for anything else (modifier keys, new
 * tabs, downloads, other sites, a jump within the same page).
 */
export function inPlaceLinkTarget(
  event: ClickLike & Pick<MouseEvent, 'defaultPrevented' | 'target'>,
  current: Pick<Location, 'origin' | 'href'>,
): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const target = event.target as Element | null;
  const anchor = target && typeof target.closest === 'function' ? target.closest('a[href]') : null;
  if (!anchor || anchor.tagName !== 'A') return null;
  const link = anchor as HTMLAnchorElement;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.getAttribute('href') ?? '', current.href);
  if (url.origin !== current.origin) return null;
  const here = new URL(current.href);
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url.href;
}
