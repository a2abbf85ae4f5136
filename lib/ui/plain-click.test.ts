import { describe, expect, it } from 'vitest';
import { hasModifierKey, isPlainClick } from './plain-click';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('takes a left click with no modifier key', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(hasModifierKey(click)).toBe(false);
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('leaves a click with %s to the browser', (key) => {
    expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    expect(hasModifierKey({ ...click, [key]: true })).toBe(true);
  });

  it('leaves the middle and right buttons to the browser', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, button: 2 })).toBe(false);
  });
});
