// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lockBodyScroll } from './body-scroll';

afterEach(() => {
  document.body.style.overflow = '';
});

describe('lockBodyScroll', () => {
  it('stops the body from scrolling and gives back what it had before', () => {
    document.body.style.overflow = 'clip';
    const unlock = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    unlock();
    expect(document.body.style.overflow).toBe('clip');
  });
});
