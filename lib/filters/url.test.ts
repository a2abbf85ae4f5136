import { describe, expect, it } from 'vitest';
import type { FeedFilters } from '@/lib/schemas/feed-filters';
import {
  countActiveFilters,
  feedHref,
  feedQuery,
  listSortOf,
  normaliseFilters,
  readFeedFilters,
  sameFilters,
  writeFeedSearch,
} from './url';

const full: FeedFilters = {
  types: ['promos', 'discount_code'],
  categories: [3, 1],
  webshops: [7],
  stores: [2],
  brands: [10, 11],
  price: [0, 99.5],
  q: 'koffie bonen',
};

describe('writeFeedSearch', () => {
  it('writes the canonical query: fixed key order, literal brackets, encoded values', () => {
    expect(writeFeedSearch(full)).toBe(
      'types[]=promos&types[]=discount_code&categories[]=3&categories[]=1&webshops[]=7&stores[]=2&brands[]=10&brands[]=11&price[]=0&price[]=99.5&q=koffie%20bonen',
    );
  });

  it('adds the page above 1 only', () => {
    expect(writeFeedSearch({ q: 'x' }, 1)).toBe('q=x');
    expect(writeFeedSearch({ q: 'x' }, 3)).toBe('q=x&page=3');
    expect(writeFeedSearch({}, 2)).toBe('page=2');
  });

  it('leaves out what filters nothing', () => {
    expect(writeFeedSearch({ types: [], categories: [], q: '   ', price: [0, 5000] })).toBe('');
  });

  it('keeps a price range with only a lower bound (top = no upper limit)', () => {
    expect(writeFeedSearch({ price: [20, 5000] })).toBe('price[]=20&price[]=5000');
  });
});

describe('readFeedFilters', () => {
  it('round-trips every filter through the URL', () => {
    const search = writeFeedSearch(full);
    expect(readFeedFilters(new URLSearchParams(search))).toEqual(full);
    expect(writeFeedSearch(readFeedFilters(new URLSearchParams(search)))).toBe(search);
  });

  it('reads what Next.js hands a page as searchParams', () => {
    expect(
      readFeedFilters({ 'types[]': ['promos', 'day_deals'], 'categories[]': '4', 'price[]': ['10', '20'], q: 'tv', page: '2' }),
    ).toEqual({ types: ['promos', 'day_deals'], categories: [4], price: [10, 20], q: 'tv' });
  });

  it('drops unknown keys and bad values instead of failing the page', () => {
    expect(
      readFeedFilters(new URLSearchParams('types[]=nope&types[]=promos&categories[]=abc&categories[]=-1&categories[]=5&webshops[]=0&foo=bar&users[]=3')),
    ).toEqual({ types: ['promos'], categories: [5] });
  });

  it('removes duplicates', () => {
    expect(readFeedFilters(new URLSearchParams('categories[]=5&categories[]=5&categories=5'))).toEqual({ categories: [5] });
  });

  it('needs exactly two numeric prices, clamps them to the slider and orders them', () => {
    expect(readFeedFilters(new URLSearchParams('price[]=10'))).toEqual({});
    expect(readFeedFilters(new URLSearchParams('price[]=10&price[]=x'))).toEqual({});
    expect(readFeedFilters(new URLSearchParams('price[]=300&price[]=-4'))).toEqual({ price: [0, 300] });
    expect(readFeedFilters(new URLSearchParams('price[]=10&price[]=99999'))).toEqual({ price: [10, 5000] });
    expect(readFeedFilters(new URLSearchParams('price[]=0&price[]=5000'))).toEqual({});
    expect(readFeedFilters(new URLSearchParams('price[]=1.005&price[]=2.499'))).toEqual({ price: [1.01, 2.5] });
  });

  it('cleans the search text', () => {
    expect(readFeedFilters(new URLSearchParams('q=%20%20tv%0A%20%20stand%20'))).toEqual({ q: 'tv stand' });
    expect(readFeedFilters(new URLSearchParams('q='))).toEqual({});
    expect(readFeedFilters(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(200);
  });
});

describe('helpers', () => {
  it('builds a link to a filtered page', () => {
    expect(feedHref('/fr/promos/boissons', { webshops: [3] }, 2)).toBe('/fr/promos/boissons?webshops[]=3&page=2');
    expect(feedHref('/promos', {})).toBe('/promos');
  });

  it('gives the query as an object for Link', () => {
    expect(feedQuery({ types: ['promos', 'day_deals'], q: 'a b' }, 2)).toEqual({ 'types[]': ['promos', 'day_deals'], q: 'a b', page: '2' });
  });

  it('counts each choice, the price range and the search text once', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters(full)).toBe(10);
    expect(countActiveFilters({ price: [0, 5000], q: ' ' })).toBe(0);
  });

  it('compares filter sets regardless of value order', () => {
    expect(sameFilters({ categories: [1, 2] }, { categories: [2, 1] })).toBe(true);
    expect(sameFilters({ categories: [1] }, { categories: [1], q: 'x' })).toBe(false);
  });

  it('normalises what a panel hands over', () => {
    expect(normaliseFilters({ types: [], brands: [4, 4], price: [50, 10], q: ' x ' })).toEqual({ brands: [4], price: [10, 50], q: 'x' });
  });

  it('reads the order against the words: the best match is the default of a searched list, the newest of any other', () => {
    const sortOf = (query: string) => readFeedFilters(new URLSearchParams(query)).sort;
    expect(sortOf('sort=newest')).toBeUndefined();
    expect(sortOf('sort=relevance')).toBeUndefined();
    expect(sortOf('q=koffie&sort=relevance')).toBeUndefined();
    expect(sortOf('q=koffie&sort=newest')).toBe('newest');
    expect(sortOf('q=koffie&sort=top')).toBe('hot');
    expect(listSortOf(readFeedFilters(new URLSearchParams('q=koffie')))).toBe('relevance');
    expect(listSortOf(readFeedFilters(new URLSearchParams('types[]=promos')))).toBe('newest');
    // Removing the words drops an order that was only the newest.
    expect(writeFeedSearch({ q: undefined, sort: 'newest' })).toBe('');
  });
});
