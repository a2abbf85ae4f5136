import type { FeedItem } from '@/lib/api/feed';

/**
 * Keeps an infinite list's place across Back/Forward: what was loaded (items and pages) and where the
 * window was scrolled, per URL in sessionStorage. Only a traverse (Back/Forward) to the same URL
 * restores it; a link to the list or a reload starts from the server's first page again.
 */

/** What the list had loaded when it was left: the cards it added after the server's page, and the pages. */
export type FeedSnapshot = { items: readonly FeedItem[]; initialPage: number; page: number; lastPage: number; complete: boolean };

const PREFIX = 'feed-list:';
/** The lists a tab keeps its place in (most recently left last); older ones are dropped, so the tab's storage never fills up. */
export const KEPT_LISTS = 8;
const INDEX = `${PREFIX}index`;

type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Moves `key` to the end of the kept lists and forgets the lists beyond KEPT_LISTS. */
function keep(storage: SnapshotStorage, key: string): void {
  let kept: string[] = [];
  try {
    const value: unknown = JSON.parse(storage.getItem(INDEX) ?? '[]');
    if (Array.isArray(value)) kept = value.filter((item): item is string => typeof item === 'string');
  } catch {
    kept = [];
  }
  kept = [...kept.filter((item) => item !== key), key];
  for (const dropped of kept.splice(0, Math.max(kept.length - KEPT_LISTS, 0))) {
    storage.removeItem(PREFIX + dropped);
    storage.removeItem(`${PREFIX}y:${dropped}`);
  }
  storage.setItem(INDEX, JSON.stringify(kept));
}

/** The list's key: its path and query, as the browser's address shows them. */
export function feedRestoreKey(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/** The tab's sessionStorage, or `null` where the browser blocks it (reading the property can throw). */
export function browserStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a saved snapshot; anything missing, malformed or for another first page gives `null`. */
export function readSnapshot(storage: Pick<Storage, 'getItem'>, key: string, initialPage: number): FeedSnapshot | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(PREFIX + key) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const snapshot = value as Partial<FeedSnapshot>;
    const numbers = [snapshot.initialPage, snapshot.page, snapshot.lastPage].every((number) => Number.isInteger(number));
    if (!numbers || !Array.isArray(snapshot.items) || typeof snapshot.complete !== 'boolean') return null;
    return snapshot.initialPage === initialPage ? (snapshot as FeedSnapshot) : null;
  } catch {
    return null;
  }
}

export function writeSnapshot(storage: SnapshotStorage, key: string, snapshot: FeedSnapshot): void {
  try {
    keep(storage, key);
    storage.setItem(PREFIX + key, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked (private mode): Back then starts from the first page, as before.
  }
}

export function readScroll(storage: Pick<Storage, 'getItem'>, key: string): number | null {
  try {
    const value = Number(storage.getItem(`${PREFIX}y:${key}`));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeScroll(storage: Pick<Storage, 'setItem'>, key: string, y: number): void {
  try {
    storage.setItem(`${PREFIX}y:${key}`, String(Math.round(y)));
  } catch {
    // As above: no place kept, nothing else breaks.
  }
}

// The URL the last Back/Forward within the app went to. App Router traverses without a new document,
// so the browser's navigation entry cannot tell; a popstate listener can. A whole-document Back is
// left to the browser's back/forward cache (restoring there would not match the server's HTML).
let traversedTo: string | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    traversedTo = feedRestoreKey(window.location);
  });
}

/** Whether the list mounting now at `key` was reached by Back/Forward (pure: safe in a state initialiser). */
export function isTraverseTo(key: string): boolean {
  return traversedTo === key;
}

/** The list has used the traverse: a later link to the same URL starts fresh. */
export function clearTraverse(): void {
  traversedTo = null;
}

/** The snapshot and scroll position to restore when the list mounts at `key` by Back/Forward, else `null`. */
export function restoreOnTraverse(key: string, initialPage: number, initialCount: number): { snapshot: FeedSnapshot; scrollY: number | null } | null {
  const storage = isTraverseTo(key) ? browserStorage() : null;
  const snapshot = storage ? readSnapshot(storage, key, initialPage) : null;
  if (!storage || !snapshot || snapshot.items.length <= initialCount) return null;
  return { snapshot, scrollY: readScroll(storage, key) };
}

/** For tests: what a popstate to `key` records. */
export function noteTraverse(key: string | null): void {
  traversedTo = key;
}
