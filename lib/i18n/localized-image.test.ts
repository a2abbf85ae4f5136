import { describe, expect, it } from 'vitest';
import { localizedImage } from './localized-image';

describe('localizedImage', () => {
  it('keeps Dutch images as the API gives them', () => {
    expect(localizedImage('/api/media/generated/folder-page/13.svg', 'nl')).toBe('/api/media/generated/folder-page/13.svg');
  });

  it('asks the API for French text on generated images', () => {
    expect(localizedImage('/api/media/generated/folder-page/13.svg', 'fr')).toBe('/api/media/generated/folder-page/13.svg?locale=fr');
    expect(localizedImage('https://cdn.example/api/media/generated/store/1.svg?v=2', 'fr')).toBe('https://cdn.example/api/media/generated/store/1.svg?v=2&locale=fr');
  });

  it('leaves uploads and missing images alone', () => {
    expect(localizedImage('/api/media/uploads/a/b.jpg', 'fr')).toBe('/api/media/uploads/a/b.jpg');
    expect(localizedImage(null, 'fr')).toBeNull();
    expect(localizedImage(undefined, 'nl')).toBeNull();
  });
});
