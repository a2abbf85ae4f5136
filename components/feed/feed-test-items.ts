import { NO_PROMO_FLAGS, type FeedEntity, type FeedItem, type FeedItemData } from '@/lib/api/feed';
import type { MorphableType } from '@/lib/schemas/feed-filters';

/** Feed items for component tests: one valid item of a kind, with overrides. */

export function entity(id: number, title: string, route: string): FeedEntity {
  return { id, image_url: `/api/media/generated/logo/${id}.svg`, translation: { title, slug: title.toLowerCase(), route } };
}

const base: FeedItemData = {
  ...NO_PROMO_FLAGS,
  id: 1,
  title: 'Koffiebonen 1 kg',
  short_content: 'Lekkere koffie aan een scherpe prijs.',
  image_url: '/api/media/generated/online-promo/1.svg',
  new_price: 8.99,
  old_price: 12.49,
  discount: 28,
  discount_code: null,
  discount_text: null,
  webshop: null,
  store: null,
  brand: null,
  categories: [],
  type: null,
  started_at: '2026-11-01T00:00:00.000Z',
  expired_at: '2026-11-24T23:00:00.000Z',
  published_at: '2026-11-01T08:00:00.000Z',
  is_expired: false,
  rating_calculated: 42,
  hits_count: 50,
  dislikes_count: 8,
  user: null,
  folder: null,
  language: null,
  route: '/online-promos/1',
};

export function feedItem(kind: MorphableType, id: number, data: Partial<FeedItemData> = {}): FeedItem {
  const defaults: Partial<FeedItemData> =
    kind === 'Post'
      ? {
          route: `/posts/${id}`,
          webshop: entity(3, 'Bestelbus', '/webshop/bestelbus'),
          user: { id: 15, fname: 'Wout', lname: 'Mertens', avatar_url: null },
        }
      : kind === 'OnlinePromo'
        ? { route: `/online-promos/${id}`, webshop: entity(3, 'Bestelbus', '/webshop/bestelbus') }
        : kind === 'FolderItem'
          ? {
              route: `/folder-promos/${id}`,
              store: entity(2, 'Versdepot', '/store/versdepot'),
              folder: { id: 4, valid_from: '2026-11-20', valid_to: '2026-11-26', store: null, page_number: 2, route: '/folders/versdepot/2026-11-20' },
            }
          : {
              route: '/folders/versdepot/2026-11-20',
              new_price: null,
              old_price: null,
              discount: null,
              store: entity(2, 'Versdepot', '/store/versdepot'),
              folder: { id: 4, valid_from: '2026-11-20', valid_to: '2026-11-26', store: null, page_number: 1, route: '/folders/versdepot/2026-11-20' },
            };
  return { morphable_type: kind, morphable_id: id, data: { ...base, id, title: `${base.title} ${id}`, ...defaults, ...data } };
}
