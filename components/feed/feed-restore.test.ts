// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { feedItem } from './feed-test-items';
import { KEPT_LISTS, feedRestoreKey, clearTraverse, isTraverseTo, noteTraverse, readScroll, readSnapshot, restoreOnTraverse, writeScroll, writeSnapshot, type FeedSnapshot } from './feed-restore';

/** A Map-backed Storage: what the browser's sessionStorage offers these helpers. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const snapshot: FeedSnapshot = { items: [feedItem('OnlinePromo', 1), feedItem('OnlinePromo', 2)], initialPage: 1, page: 4, lastPage: 6, complete: false };

describe('feed restore', () => {
  beforeEach(() => noteTraverse(null));

  it('keys a list by its path and query', () => {
    expect(feedRestoreKey({ pathname: '/promos', search: '?sort=top' })).toBe('/promos?sort=top');
  });

  it('reads back what it wrote, for the same first page only', () => {
    const storage = memoryStorage();
    writeSnapshot(storage, '/promos', snapshot);
    writeScroll(storage, '/promos', 2345.6);
    expect(readSnapshot(storage, '/promos', 1)).toEqual(snapshot);
    expect(readScroll(storage, '/promos')).toBe(2346);
    expect(readSnapshot(storage, '/promos', 2)).toBeNull();
    expect(readSnapshot(storage, '/promos?sort=top', 1)).toBeNull();
    expect(readScroll(storage, '/promos?sort=top')).toBeNull();
  });

  it('ignores malformed or foreign values', () => {
    const storage = memoryStorage();
    storage.values.set('feed-list:/promos', '{not json');
    expect(readSnapshot(storage, '/promos', 1)).toBeNull();
    storage.values.set('feed-list:/promos', JSON.stringify({ items: 'x', initialPage: 1, page: 2, lastPage: 3, complete: false }));
    expect(readSnapshot(storage, '/promos', 1)).toBeNull();
    storage.values.set('feed-list:y:/promos', 'NaN');
    expect(readScroll(storage, '/promos')).toBeNull();
  });

  it('keeps the place of the last few lists only, so the storage never fills up', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= KEPT_LISTS + 3; n += 1) {
      writeSnapshot(storage, `/promos?page=${n}`, snapshot);
      writeScroll(storage, `/promos?page=${n}`, 100);
    }
    // Leaving an older list again makes it the most recent one.
    writeSnapshot(storage, `/promos?page=${KEPT_LISTS}`, snapshot);
    const kept = [...storage.values.keys()].filter((key) => key.startsWith('feed-list:/'));
    expect(kept).toHaveLength(KEPT_LISTS);
    expect(readSnapshot(storage, '/promos?page=1', 1)).toBeNull();
    expect(readScroll(storage, '/promos?page=3')).toBeNull();
    expect(readSnapshot(storage, `/promos?page=${KEPT_LISTS + 3}`, 1)).toEqual(snapshot);
  });

  it('survives a storage that refuses to write', () => {
    const full = { getItem: () => null, removeItem: () => undefined, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeSnapshot(full, '/promos', snapshot)).not.toThrow();
    expect(() => writeScroll(full, '/promos', 10)).not.toThrow();
  });

  it('counts a Back/Forward only for the URL it went to, until the list has used it', () => {
    window.history.pushState(null, '', '/promos');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(isTraverseTo('/categorie/voeding')).toBe(false);
    expect(isTraverseTo('/promos')).toBe(true);
    clearTraverse();
    expect(isTraverseTo('/promos')).toBe(false);
  });

  it('restores on a traverse only, and only what adds to the server page', () => {
    writeSnapshot(window.sessionStorage, '/promos', snapshot);
    writeScroll(window.sessionStorage, '/promos', 800);
    expect(restoreOnTraverse('/promos', 1, 1)).toBeNull();
    noteTraverse('/promos');
    expect(restoreOnTraverse('/promos', 1, 1)).toEqual({ snapshot, scrollY: 800 });
    expect(restoreOnTraverse('/promos', 1, 2)).toBeNull();
    expect(restoreOnTraverse('/promos', 2, 1)).toBeNull();
  });
});
