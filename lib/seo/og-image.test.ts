import { describe, expect, it } from 'vitest';
import { openGraphImage } from './og-image';

describe('openGraphImage', () => {
  it('turns a generated SVG into its PNG twin, in the page language', () => {
    expect(openGraphImage('/api/media/generated/store/5.svg', 'nl')).toBe('/api/media/generated/store/5.png');
    expect(openGraphImage('/api/media/generated/folder-cover/14.svg', 'fr')).toBe('/api/media/generated/folder-cover/14.png?locale=fr');
    expect(openGraphImage('/api/media/generated/folder-cover/14.webp', 'fr')).toBe('/api/media/generated/folder-cover/14.png?locale=fr');
    expect(openGraphImage('https://api.example/api/media/generated/brand/7.svg?v=2', 'fr')).toBe(
      'https://api.example/api/media/generated/brand/7.png?v=2&locale=fr',
    );
  });

  it('leaves out any other SVG and keeps raster images as they are', () => {
    expect(openGraphImage('/icon.svg', 'nl')).toBeNull();
    expect(openGraphImage('https://cdn.example/logo.SVG?x=1', 'fr')).toBeNull();
    expect(openGraphImage('/api/media/uploads/posts/1/photo.jpg', 'fr')).toBe('/api/media/uploads/posts/1/photo.jpg');
    expect(openGraphImage(null, 'nl')).toBeNull();
    expect(openGraphImage('', 'nl')).toBeNull();
  });
});
