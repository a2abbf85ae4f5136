import { describe, expect, it } from 'vitest';
import { feedQuerySchema } from './feed-filters';
import { parseNestedQuery } from './query';

describe('parseNestedQuery', () => {
  it('reads name[] lists, nested keys and plain values', () => {
    expect(
      parseNestedQuery('page=2&filters[types][]=day_deals&filters[types][]=promos&filters[price][]=0&filters[price][]=25&filters[q]=kaas&include_filters=1'),
    ).toEqual({
      page: '2',
      include_filters: '1',
      filters: { types: ['day_deals', 'promos'], price: ['0', '25'], q: 'kaas' },
    });
  });

  it('ignores malformed keys and bounds depth', () => {
    expect(parseNestedQuery('a]b=1&[x]=2&c[d=3&e[a][b][c][d][e][f]=4&ok=5')).toEqual({ ok: '5' });
  });

  it('caps array sizes', () => {
    const query = Array.from({ length: 150 }, (_, i) => `ids[]=${i}`).join('&');
    expect((parseNestedQuery(query).ids as string[]).length).toBe(100);
  });
});

describe('feedQuerySchema', () => {
  it('applies defaults and clamps the page size', () => {
    expect(feedQuerySchema.parse({})).toEqual({ page: 1, per_page: 9, include_filters: false, filters: {} });
    expect(feedQuerySchema.parse({ per_page: '5000' }).per_page).toBe(100);
  });

  it('accepts the wire filters and rejects unknown values', () => {
    const parsed = feedQuerySchema.parse(parseNestedQuery('filters[types][]=post_sale&filters[categories][]=3&filters[price][]=10&filters[price][]=5000'));
    expect(parsed.filters).toEqual({ types: ['post_sale'], categories: [3], price: [10, 5000] });
    expect(feedQuerySchema.safeParse(parseNestedQuery('filters[types][]=bogus')).success).toBe(false);
    expect(feedQuerySchema.safeParse(parseNestedQuery('filters[price][]=50&filters[price][]=10')).success).toBe(false);
    expect(feedQuerySchema.safeParse(parseNestedQuery('filters[unknown][]=1')).success).toBe(false);
    expect(feedQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });
});
