import { formatEuroWithCents } from '@/lib/format/price';
import { localizedImage } from '@/lib/i18n/localized-image';
import type { Folder, FolderItem, FolderStatus } from '@/lib/api/folders';
import type { Locale } from '@/lib/i18n/routing';

/**
 * What the viewer needs of an item: the API's fields, the image in the page's language, and its prices
 * as the page writes them. The server writes those: a currency format built in the browser cost about
 * 20 ms of a phone's CPU (80 ms at Lighthouse's slowdown) inside the hydration task, to repeat digits
 * the HTML already had.
 */
export type ViewerItem = Pick<FolderItem, 'id' | 'title' | 'new_price' | 'old_price' | 'discount_text' | 'image_url' | 'rect' | 'route'> & {
  /** The new price ("€ 2,49", "2,49 €"), or null without one. */
  new_price_text: string | null;
  /** The old price, only when it is shown: above a new price. */
  old_price_text: string | null;
};

/** An item's prices as the viewer shows them, in the page's language (always with cents). */
export function priceTexts(item: Pick<FolderItem, 'new_price' | 'old_price'>, locale: Locale): Pick<ViewerItem, 'new_price_text' | 'old_price_text'> {
  const { new_price: now, old_price: was } = item;
  return {
    new_price_text: now === null ? null : formatEuroWithCents(now, locale),
    old_price_text: now !== null && was !== null && was > now ? formatEuroWithCents(was, locale) : null,
  };
}

export type ViewerPage = {
  id: number;
  number: number;
  imageUrl: string | null;
  width: number;
  height: number;
  items: ViewerItem[];
};

/** The slice of a folder the client viewer gets (it travels in the page's payload, so it stays lean). */
export type ViewerFolder = {
  id: number;
  /** The viewer's own path (`route`), the base of every sub-view link. */
  route: string;
  status: FolderStatus;
  storeTitle: string;
  itemsCount: number;
  pages: ViewerPage[];
};

/** A page without a size gets the demo's A4-like 1000×1414 rather than a zero-height box. */
const DEFAULT_WIDTH = 1000;
const DEFAULT_HEIGHT = 1414;

export function toViewerFolder(folder: Folder, locale: Locale): ViewerFolder {
  const pages = [...(folder.pages ?? [])].sort((a, b) => a.page_number - b.page_number);
  return {
    id: folder.id,
    route: folder.route,
    status: folder.status,
    storeTitle: folder.store?.translation.title ?? folder.translation.title,
    itemsCount: pages.reduce((sum, page) => sum + (page.items?.length ?? 0), 0),
    pages: pages.map((page) => ({
      id: page.id,
      number: page.page_number,
      imageUrl: localizedImage(page.image_url, locale),
      width: page.width > 0 ? page.width : DEFAULT_WIDTH,
      height: page.height > 0 ? page.height : DEFAULT_HEIGHT,
      items: (page.items ?? []).map((item) => ({
        id: item.id,
        title: item.title,
        new_price: item.new_price,
        old_price: item.old_price,
        discount_text: item.discount_text,
        ...priceTexts(item, locale),
        image_url: localizedImage(item.image_url, locale),
        rect: item.rect,
        route: item.route,
      })),
    })),
  };
}
