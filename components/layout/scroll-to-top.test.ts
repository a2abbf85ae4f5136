import { describe, expect, it } from 'vitest';
import { scrollTopVisible } from './scroll-to-top';

describe('scrollTopVisible', () => {
  const viewport = 900;
  const page = 5000;

  it('stays hidden until the page has scrolled more than 300 px', () => {
    expect(scrollTopVisible(0, viewport, page)).toBe(false);
    expect(scrollTopVisible(300, viewport, page)).toBe(false);
    expect(scrollTopVisible(301, viewport, page)).toBe(true);
  });

  it('hides again within 550 px of the bottom', () => {
    const bottom = page - viewport;
    expect(scrollTopVisible(bottom - 551, viewport, page)).toBe(true);
    expect(scrollTopVisible(bottom - 550, viewport, page)).toBe(false);
    expect(scrollTopVisible(bottom, viewport, page)).toBe(false);
  });

  it('never shows on a page too short for both rules', () => {
    for (let y = 0; y <= 850; y += 50) expect(scrollTopVisible(y, viewport, viewport + 300 + 550)).toBe(false);
  });
});
