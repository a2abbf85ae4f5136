import { describe, expect, it } from 'vitest';
import { feedHref, writeFeedSearch, type UrlFiltersInput } from '@/lib/filters/url';
import { appendPage, isFeedComplete, pageHref } from './feed-pagination';
import { feedItem } from './feed-test-items';

describe('isFeedComplete', () => {
  it('is complete on an empty page or on the last page', () => {
    expect(isFeedComplete({ itemCount: 0, currentPage: 2, lastPage: 12 })).toBe(true);
    expect(isFeedComplete({ itemCount: 9, currentPage: 12, lastPage: 12 })).toBe(true);
    expect(isFeedComplete({ itemCount: 9, currentPage: 13, lastPage: 12 })).toBe(true);
  });

  it('is not complete before the last page', () => {
    expect(isFeedComplete({ itemCount: 9, currentPage: 11, lastPage: 12 })).toBe(false);
  });
});

describe('appendPage', () => {
  it('appends a page without repeating items (same id of another kind is another item)', () => {
    const shown = [feedItem('Post', 1), feedItem('OnlinePromo', 2)];
    const next = [feedItem('OnlinePromo', 2), feedItem('OnlinePromo', 1), feedItem('FolderItem', 3)];
    expect(appendPage(shown, next).map((item) => `${item.morphable_type}:${item.morphable_id}`)).toEqual([
      'Post:1',
      'OnlinePromo:2',
      'OnlinePromo:1',
      'FolderItem:3',
    ]);
  });
});

describe('pageHref', () => {
  it('builds the same page links as feedHref from the filters written once', () => {
    const cases: UrlFiltersInput[] = [{}, { types: ['promos'] }, { categories: [3, 1], price: [2, 40], q: 'koffie & thee', sort: 'newest' }];
    for (const filters of cases) {
      for (const page of [1, 2, 7]) expect(pageHref('/promos', writeFeedSearch(filters), page)).toBe(feedHref('/promos', filters, page));
    }
  });
});
