import type { FeedFacets } from '@/lib/api/feed';
import type { Db } from '../../db/client';


/**
 * An exact count or facet set is a scan of every matching row (≈60 ms for a count at 100k rows on
 * PGlite; facets over the demo catalogue's 4k current items ≈40 ms) while the page itself is an index
 * read. So totals and facets over at least MEMO_MIN_ROWS rows are remembered for a few seconds per
 * database and filter set, computed as for a guest (a user's total subtracts what they hid; their
 * facets are always computed fresh). Totals may lag new items by up to MEMO_TTL_MS, which infinite
 * scroll tolerates (it also stops on an empty page); pages are always read fresh, and small sets are
 * always exact.
 */
const MEMO_TTL_MS = 15_000;
export const MEMO_MIN_ROWS = 1_000;
const MEMO_MAX_ENTRIES = 500;

export type Memo<T> = WeakMap<Db, Map<string, { expires: number; value: T }>>;
export const countMemo: Memo<number> = new WeakMap();
export const facetMemo: Memo<FeedFacets> = new WeakMap();

/** Forgets the remembered totals and facets of a database: for code that just added or removed feed rows. */
export function forgetFeedTotals(db: Db): void {
  countMemo.delete(db);
  facetMemo.delete(db);
}

export function recall<T>(memo: Memo<T>, db: Db, key: string): T | undefined {
  const entry = memo.get(db)?.get(key);
  return entry && entry.expires > Date.now() ? entry.value : undefined;
}

export function remember<T>(memo: Memo<T>, db: Db, key: string, value: T): void {
  let entries = memo.get(db);
  if (!entries) {
    entries = new Map();
    memo.set(db, entries);
  }
  entries.delete(key);
  entries.set(key, { expires: Date.now() + MEMO_TTL_MS, value });
  // Oldest first in insertion order: drop from the front.
  for (const oldest of entries.keys()) {
    if (entries.size <= MEMO_MAX_ENTRIES) break;
    entries.delete(oldest);
  }
}
