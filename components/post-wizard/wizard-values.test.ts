// @vitest-environment jsdom
import { POST_LIMITS, postPayloadSchema } from '@/lib/schemas/post';
import { displayedCoins } from './success-screen';
import { chooseExclusiveOption, emptyValues, schemaOptions, stepsFor, toggleCategory, toPayload } from './wizard-values';
import { TEST_TYPES } from './wizard-test-utils';

const byId = (id: number) => TEST_TYPES.find((type) => type.id === id);

describe('wizard values', () => {
  it('gives each type its steps, six at most', () => {
    expect(stepsFor(byId(1))).toEqual(['type', 'categories', 'content', 'images', 'details', 'quote']);
    expect(stepsFor(byId(6))).toEqual(['type', 'categories', 'content', 'images']);
    expect(stepsFor(byId(7))).toEqual(['type', 'categories', 'content', 'images', 'quote']);
    expect(stepsFor(byId(5))).toEqual(['type', 'categories', 'content', 'discount', 'images']);
    for (const type of [undefined, ...TEST_TYPES]) expect(stepsFor(type).length).toBeLessThanOrEqual(6);
  });

  it('price, discount and another type exclude each other: choosing one clears the others and their values', () => {
    expect(chooseExclusiveOption('only_discount', true)).toEqual({
      only_price: false,
      only_discount: true,
      only_another_type: false,
      old_price: '',
      new_price: '',
      another_type: '',
    });
    expect(chooseExclusiveOption('only_price', false)).toMatchObject({ only_price: false, old_price: '', new_price: '' });
  });

  it('keeps the latest two categories', () => {
    expect(toggleCategory([1, 2], 3, POST_LIMITS.categories)).toEqual([2, 3]);
    expect(toggleCategory([2, 3], 2, POST_LIMITS.categories)).toEqual([3]);
  });

  it('the wire payload passes the shared schema (dates as YYYY-MM-DD, numbers from typed text)', () => {
    const values = {
      ...emptyValues(),
      type: 1,
      type_id: 101,
      categories: [2],
      title: ' Koffie ',
      content: 'Goedkoop',
      only_price: true,
      old_price: '10,50',
      new_price: '7',
      started_at: new Date(2030, 0, 5),
      expired_at: new Date(2030, 0, 9),
    };
    const payload = toPayload(values);
    expect(payload).toMatchObject({ type_id: 101, title: 'Koffie', old_price: 10.5, new_price: 7, started_at: '2030-01-05', expired_at: '2030-01-09' });
    const options = schemaOptions(TEST_TYPES, values);
    expect(options).toEqual({ kind: 'default', report: true });
    expect(postPayloadSchema(options.kind, { report: options.report }).safeParse(payload).success).toBe(true);
    expect(schemaOptions(TEST_TYPES, { type: 5, type_id: 5 }).kind).toBe('discount');
  });

  it('shows 12 bonus coins at most', () => {
    expect(displayedCoins(15)).toBe(12);
    expect(displayedCoins(7)).toBe(7);
    expect(displayedCoins(-1)).toBe(0);
  });
});
