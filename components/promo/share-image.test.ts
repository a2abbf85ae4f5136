import { describe, expect, it } from 'vitest';
import type { PromoDetail } from '@/lib/api/feed';
import { shareImage } from './share-image';

const shop = (image_url: string | null) => ({ id: 1, image_url, website_url: null, translation: { title: 'Shop', slug: 'shop', route: '/store/shop' } });

/** Only the fields shareImage reads; the rest of a promo does not matter here. */
function promo(fields: Record<string, unknown>): PromoDetail {
  return { morphable_type: 'OnlinePromo', image_url: null, webshop: null, store: null, folder: null, ...fields } as unknown as PromoDetail;
}

describe('shareImage', () => {
  it("takes a post's first photo that has an address, before the post's own image", () => {
    const post = promo({ morphable_type: 'Post', image_url: '/api/media/generated/posts/4.svg', images: [{ id: 1, url: null, position: 1 }, { id: 2, url: '/api/media/uploads/posts/a.jpg', position: 2 }] });
    expect(shareImage(post)).toBe('/api/media/uploads/posts/a.jpg');
  });

  it("falls back to the promo's image", () => {
    expect(shareImage(promo({ image_url: '/api/media/generated/online-promos/3.svg' }))).toBe('/api/media/generated/online-promos/3.svg');
    expect(shareImage(promo({ morphable_type: 'Post', images: [], image_url: '/x.png' }))).toBe('/x.png');
  });

  it("shows the shop's picture for a post without photos (a text-only card otherwise)", () => {
    expect(shareImage(promo({ morphable_type: 'Post', images: [], webshop: { ...shop('/api/media/generated/webshops/7.svg') } }))).toBe('/api/media/generated/webshops/7.svg');
    expect(shareImage(promo({ morphable_type: 'Post', images: [], store: shop('/api/media/generated/stores/2.svg') }))).toBe('/api/media/generated/stores/2.svg');
    expect(shareImage(promo({ folder: { id: 9, store: shop('/api/media/generated/stores/5.svg') } }))).toBe('/api/media/generated/stores/5.svg');
  });

  it('is null when neither the promo nor its shop has a picture', () => {
    expect(shareImage(promo({ morphable_type: 'Post', images: [], store: shop(null) }))).toBeNull();
  });
});
