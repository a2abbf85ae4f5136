import { describe, expect, it } from 'vitest';
import { drawingUrl, mediaUrl } from './urls';

describe('drawingUrl', () => {
  it('names the vector drawing behind a generated WebP picture', () => {
    expect(drawingUrl('generated/folder-page/7.webp')).toBe(mediaUrl('generated/folder-page/7.svg'));
    expect(drawingUrl('generated/folder-page/7.webp')).toMatch(/\/media\/generated\/folder-page\/7\.svg$/);
  });

  it('has none for a drawing, an upload or anything else', () => {
    for (const path of ['generated/folder-page/7.svg', 'uploads/2026/11/page.webp', 'generated/folder-page/x.webp', 'generated/../7.webp', '', null, undefined]) {
      expect(drawingUrl(path)).toBeNull();
    }
  });
});
