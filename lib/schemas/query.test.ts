import { describe, expect, it } from 'vitest';
import { feedQuerySchema } from './feed-filters';
import { parseNestedQuery, UnsafeQueryError } from './query';

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

  it('builds objects without a prototype and refuses keys that name prototype machinery', () => {
    const parsed = parseNestedQuery('filters[q]=kaas&page=2');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.getPrototypeOf(parsed.filters)).toBeNull();
    for (const query of [
      '__proto__[x]=1',
      '__proto__=1',
      'filters[__proto__][x]=1',
      'filters[__proto__][]=1',
      'constructor[prototype][x]=1',
      'filters[constructor]=1',
      'a[b][prototype]=1',
      // Also when the key is malformed and would be skipped otherwise.
      '__proto__]=1',
    ]) {
      let thrown: unknown;
      try {
        parseNestedQuery(query);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, query).toBeInstanceOf(UnsafeQueryError);
      expect((thrown as UnsafeQueryError).reason, query).toBe('forbidden-key');
      expect((thrown as UnsafeQueryError).key, query).toBe(decodeURIComponent(query.split('=')[0] ?? ''));
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('refuses NUL characters in keys and values, naming the field', () => {
    expect(() => parseNestedQuery('filters[q]=kaas%00kaas')).toThrow(UnsafeQueryError);
    expect(() => parseNestedQuery('page=1&filters[q]=%00')).toThrow(
      expect.objectContaining({ reason: 'bad-text', field: 'filters.q', key: 'filters[q]' }),
    );
    expect(() => parseNestedQuery('a%00b=1')).toThrow(expect.objectContaining({ reason: 'bad-text', field: 'query' }));
    // Other text is the schema's business.
    expect(parseNestedQuery('q=%ED%A0%80&r=%ZZ&s=%0A')).toEqual({ q: '\uFFFD\uFFFD\uFFFD', r: '%ZZ', s: '\n' });
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
