// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TEST_BONUS_ACTIONS } from './wizard-test-utils';
import { optionalContentCoins } from './wizard-bonus';

describe('optionalContentCoins', () => {
  it("pays the optional_content action's coins for a type whose action offers it, by the parent type first", () => {
    expect(optionalContentCoins(TEST_BONUS_ACTIONS, [1, 101])).toBe(2);
    expect(optionalContentCoins(TEST_BONUS_ACTIONS, [1, 1])).toBe(2);
  });

  it('pays nothing for a type whose action does not offer it', () => {
    expect(optionalContentCoins(TEST_BONUS_ACTIONS, [8, 8])).toBe(0);
  });

  it("falls back on the generic post_approved action for a type without its own, and on its optional impact without an optional_content action", () => {
    expect(optionalContentCoins(TEST_BONUS_ACTIONS, [42, 42])).toBe(2);
    const withoutOptional = TEST_BONUS_ACTIONS.filter((action) => action.type !== 'optional_content');
    expect(optionalContentCoins(withoutOptional, [1, null])).toBe(2);
    expect(optionalContentCoins([], [1, 1])).toBe(0);
  });
});
