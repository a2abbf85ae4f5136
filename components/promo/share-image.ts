import type { PromoDetail } from '@/lib/api/feed';

/**
 * The promo's picture for link previews (made PNG by pageMetadata): a post's first photo, else the
 * promo's image, else its shop's (webshop, store, or the folder's store), so that a member's post
 * without photos still shows a picture when shared instead of a bare text card.
 */
export function shareImage(promo: PromoDetail): string | null {
  const own = promo.morphable_type === 'Post' ? (promo.images.find((image) => image.url)?.url ?? promo.image_url) : promo.image_url;
  return own ?? promo.webshop?.image_url ?? promo.store?.image_url ?? promo.folder?.store?.image_url ?? null;
}
