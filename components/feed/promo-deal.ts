import type { FeedEntity, FeedItemData } from '@/lib/api/feed';
import type { MorphableType } from '@/lib/schemas/feed-filters';

/* What a promo shows as its deal, shop and temperature: shared by the feed card and the promo page. */

/** `FeedCard` message keys naming each kind. */
export const KIND_KEYS = {
  Post: 'kindPost',
  OnlinePromo: 'kindOnlinePromo',
  FolderItem: 'kindFolderItem',
  Folder: 'kindFolder',
} as const satisfies Record<MorphableType, string>;

export type Deal =
  | { type: 'price'; newPrice: number; oldPrice: number | null }
  | { type: 'code'; code: string; text: string | null }
  | { type: 'text'; text: string }
  | { type: 'folder'; from: string; to: string; page: number | null };

/** What the card shows as the deal: prices first, then a code, then a discount text; folders their validity. */
export function dealOf(kind: MorphableType, data: FeedItemData): Deal | null {
  if (data.new_price !== null && Number.isFinite(data.new_price)) {
    const old = data.old_price !== null && data.old_price > data.new_price ? data.old_price : null;
    return { type: 'price', newPrice: data.new_price, oldPrice: old };
  }
  const code = data.discount_code?.trim();
  const text = data.discount_text?.trim() || null;
  if (code) return { type: 'code', code, text };
  if (text) return { type: 'text', text };
  if (data.folder && (kind === 'Folder' || kind === 'FolderItem')) {
    return { type: 'folder', from: data.folder.valid_from, to: data.folder.valid_to, page: kind === 'FolderItem' ? data.folder.page_number : null };
  }
  return null;
}

/** The shop the card names: the webshop, else the store (folder items and folders), else the brand. */
export function shopOf(data: FeedItemData): FeedEntity | null {
  return data.webshop ?? data.store ?? data.folder?.store ?? data.brand ?? null;
}

export type Temperature = 'hot' | 'warm' | 'mild' | 'cold';

export function temperatureOf(rating: number): Temperature {
  if (rating >= 100) return 'hot';
  if (rating >= 20) return 'warm';
  if (rating >= 0) return 'mild';
  return 'cold';
}

/** "Wout M.": members are shown by first name and initial. */
export function shortName(user: { fname: string; lname: string }): string {
  const initial = user.lname.trim().slice(0, 1);
  return initial ? `${user.fname} ${initial}.` : user.fname;
}

export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
