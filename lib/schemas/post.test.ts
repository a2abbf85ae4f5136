import { describe, expect, it } from 'vitest';
import { hasOptionalContent, normaliseOriginUrl, POST_LIMITS, postErrorKeys, postPayloadSchema, type PostKind, type PostSchemaOptions } from './post';

// Noon in Brussels on 26 November 2026: yesterday is the 25th.
const today = new Date('2026-11-26T11:00:00Z');

const base = { type_id: 101, categories: [3], title: 'Kaas aan halve prijs', content: 'Alle Goudse kaas -50% deze week.' };
const discountBase = { ...base, type_id: 5, discount_code: 'KAAS50', webshop_id: 7, expired_at: '2026-12-31' };

function errors(kind: PostKind, input: Record<string, unknown>, opts: PostSchemaOptions = {}) {
  const result = postPayloadSchema(kind, { today, ...opts }).safeParse(input);
  return result.success ? {} : postErrorKeys(result.error);
}

function parse(kind: PostKind, input: Record<string, unknown>, opts: PostSchemaOptions = {}) {
  return postPayloadSchema(kind, { today, ...opts }).parse(input);
}

describe('postPayloadSchema', () => {
  it('accepts a minimal post and fills the defaults', () => {
    expect(parse('default', base)).toMatchObject({
      type_id: 101,
      categories: [3],
      title: 'Kaas aan halve prijs',
      images: [],
      discount_type: 'percent',
      not_started: false,
      only_price: false,
      free_shipping: false,
    });
  });

  it('requires title, content and type', () => {
    expect(errors('default', { ...base, title: '  ', content: undefined, type_id: null })).toEqual({
      title: ['title'],
      content: ['content'],
      type_id: ['type'],
    });
    expect(errors('default', { ...base, title: 'x'.repeat(POST_LIMITS.title + 1) })).toEqual({ title: ['title'] });
    expect(errors('default', { ...base, type_id: 'abc' })).toEqual({ type_id: ['type'] });
  });

  it('keeps the quote optional, at most its limit, under its own key', () => {
    expect(parse('default', { ...base, quote: '  ' }).quote).toBeUndefined();
    expect(parse('default', { ...base, quote: ' Top! ' }).quote).toBe('Top!');
    expect(parse('default', { ...base, quote: 'x'.repeat(POST_LIMITS.quote) }).quote).toHaveLength(POST_LIMITS.quote);
    expect(errors('default', { ...base, quote: 'x'.repeat(POST_LIMITS.quote + 1) })).toEqual({ quote: ['quote'] });
    expect(errors('default', { ...base, quote: 12 })).toEqual({ quote: ['quote'] });
  });

  it('needs a category for reports only, and at most 2', () => {
    expect(errors('default', { ...base, categories: [] }, { report: true })).toEqual({ categories: ['category'] });
    expect(errors('default', { ...base, categories: [] })).toEqual({});
    expect(errors('question', { ...base, categories: [1, 2, 3] })).toEqual({ categories: ['category'] });
    expect(errors('default', { ...base, categories: [0] })).toEqual({ categories: ['category'] });
    expect(parse('default', { ...base, categories: ['4', 4, 5] }).categories).toEqual([4, 5]);
  });

  it('takes an origin URL or a bare domain, nothing else', () => {
    expect(parse('default', { ...base, origin_url: 'shop.be/actie' }).origin_url).toBe('https://shop.be/actie');
    expect(parse('default', { ...base, origin_url: 'http://www.shop.be' }).origin_url).toBe('http://www.shop.be');
    expect(parse('default', { ...base, origin_url: '' }).origin_url).toBeUndefined();
    for (const bad of ['javascript:alert(1)', 'ftp://shop.be', 'not a url', 'localhost', 'https://user:pw@shop.be', `https://a.be/${'x'.repeat(2048)}`]) {
      expect(errors('default', { ...base, origin_url: bad })).toEqual({ origin_url: ['origin_url'] });
    }
    expect(normaliseOriginUrl('shop.b')).toBeNull();
  });

  it('requires discount code, webshop and end date on discount posts', () => {
    expect(errors('discount', discountBase)).toEqual({});
    expect(errors('discount', { ...discountBase, discount_code: '', webshop_id: undefined, expired_at: null })).toEqual({
      discount_code: ['discount_code'],
      webshop_id: ['webshop'],
      expired_at: ['expired_at'],
    });
    expect(errors('default', { ...base, webshop_id: 0 })).toEqual({ webshop_id: ['webshop'] });
  });

  it('requires a start date when not started', () => {
    expect(errors('discount', { ...discountBase, not_started: true })).toEqual({ started_at: ['started_at'] });
    expect(errors('discount', { ...discountBase, not_started: true, started_at: '2026-12-01' })).toEqual({});
  });

  it('takes Dates from the form and YYYY-MM-DD from the wire; anything else is a format error', () => {
    expect(parse('default', { ...base, started_at: new Date(2026, 11, 3), expired_at: '2026-12-10' })).toMatchObject({
      started_at: '2026-12-03',
      expired_at: '2026-12-10',
    });
    expect(errors('default', { ...base, started_at: '03/12/2026' })).toEqual({ started_at: ['format'] });
    expect(errors('default', { ...base, expired_at: '2026-02-30' })).toEqual({ expired_at: ['format'] });
    expect(errors('default', { ...base, expired_at: new Date(Number.NaN) })).toEqual({ expired_at: ['format'] });
  });

  it('refuses a start after the end and dates before yesterday', () => {
    expect(errors('default', { ...base, started_at: '2026-12-10', expired_at: '2026-12-09' })).toEqual({ started_at: ['date_range'] });
    expect(errors('default', { ...base, started_at: '2026-11-25', expired_at: '2026-11-25' })).toEqual({});
    expect(errors('default', { ...base, started_at: '2026-11-24' })).toEqual({ started_at: ['date_range'] });
    expect(errors('default', { ...base, expired_at: '2026-11-24' })).toEqual({ expired_at: ['date_range'] });
  });

  it('takes prices, discount value and shipping number above 0 up to 999999', () => {
    expect(parse('default', { ...base, only_price: true, old_price: '12,50', new_price: 9.999 })).toMatchObject({ old_price: 12.5, new_price: 10 });
    expect(parse('default', { ...base, only_discount: true, discount_type: 'euro', discount_value: 999999 }).discount_value).toBe(999999);
    for (const bad of [0, -1, 1_000_000, 'abc', '1e3', Number.POSITIVE_INFINITY]) {
      expect(errors('default', { ...base, old_price: bad })).toEqual({ old_price: ['format'] });
      expect(errors('default', { ...base, discount_value: bad })).toEqual({ discount_value: ['format'] });
      expect(errors('default', { ...base, shipping_number: bad })).toEqual({ shipping_number: ['numbers_only'] });
    }
    expect(parse('default', { ...base, new_price: '' }).new_price).toBeUndefined();
  });

  it('takes a percentage discount up to 100, and an old price only above the new one', () => {
    expect(parse('default', { ...base, only_discount: true, discount_value: 100 }).discount_value).toBe(100);
    expect(errors('default', { ...base, only_discount: true, discount_value: 150 })).toEqual({ discount_value: ['discount_percent'] });
    expect(errors('discount', { ...discountBase, discount_type: 'percent', discount_value: '250' })).toEqual({ discount_value: ['discount_percent'] });
    expect(parse('discount', { ...discountBase, discount_type: 'euro', discount_value: 150 }).discount_value).toBe(150);
    expect(errors('default', { ...base, only_price: true, old_price: '49,99', new_price: '79,99' })).toEqual({ old_price: ['price_order'] });
    expect(errors('default', { ...base, only_price: true, old_price: 10, new_price: 10 })).toEqual({ old_price: ['price_order'] });
    expect(parse('default', { ...base, only_price: true, old_price: 10, new_price: 5 })).toMatchObject({ old_price: 10, new_price: 5 });
  });

  it('keeps price, discount and another type mutually exclusive and cuts another_type at 22', () => {
    expect(errors('default', { ...base, only_price: true, only_discount: true, only_another_type: true })).toEqual({
      only_discount: ['format'],
      only_another_type: ['format'],
    });
    expect(parse('default', { ...base, only_another_type: true, another_type: 'Gratis verzending vanaf 1 stuk' }).another_type).toBe(
      'Gratis verzending vana',
    );
  });

  it('takes at most 4 images with a path and a known disk', () => {
    const image = { name: 'a.jpg', url: 'https://cdn.example/a.jpg', path: 'posts/1/a.jpg', disk: 'local' };
    expect(parse('default', { ...base, images: [image] }).images).toEqual([image]);
    expect(errors('default', { ...base, images: Array.from({ length: 5 }, () => image) })).toEqual({ images: ['format'] });
    expect(errors('default', { ...base, images: [{ ...image, path: '' }] })).toEqual({ images: ['format'] });
    expect(errors('default', { ...base, images: [{ ...image, disk: 'ftp' }] })).toEqual({ images: ['format'] });
  });

  it('refuses an unknown discount type', () => {
    expect(errors('discount', { ...discountBase, discount_type: 'euro' })).toEqual({});
    expect(errors('discount', { ...discountBase, discount_type: 'pounds' })).toEqual({ discount_type: ['format'] });
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(errors('discount', { type_id: 5, title: '', content: '', started_at: 'x' })).sort()).toEqual(
      ['content', 'discount_code', 'expired_at', 'started_at', 'title', 'webshop_id'].sort(),
    );
  });
});

describe('hasOptionalContent', () => {
  it('counts the optional-content fields only', () => {
    const payload = parse('default', base);
    expect(hasOptionalContent(payload)).toBe(false);
    expect(hasOptionalContent({ ...payload, only_price: true })).toBe(false);
    expect(hasOptionalContent({ ...payload, only_price: true, new_price: 5 })).toBe(true);
    expect(hasOptionalContent({ ...payload, webshop_id: 3 })).toBe(true);
    expect(hasOptionalContent({ ...payload, free_shipping: true })).toBe(true);
    expect(hasOptionalContent({ ...payload, expired_at: '2026-12-01' })).toBe(true);
  });
});
