import type { Locale } from '@/lib/i18n/routing';
import { priceTexts, type ViewerFolder, type ViewerItem } from './viewer-folder';

/** An item as the server gives it to the viewer, its prices written in `locale` (Dutch unless said). */
export function viewerItem(id: number, overrides: Partial<ViewerItem> = {}, locale: Locale = 'nl'): ViewerItem {
  const item = {
    id,
    title: `Product ${id}`,
    new_price: 2.49,
    old_price: 3.99,
    discount_text: null,
    image_url: `/api/media/generated/product/${id}.svg`,
    rect: { x: 0.1, y: 0.2, width: 0.4, height: 0.25 },
    route: `/folder-promos/${id}`,
    ...overrides,
  };
  return { ...priceTexts(item, locale), ...item };
}

/** A small folder for the viewer's component tests: 3 pages, the last one without items. */
export const testFolder: ViewerFolder = {
  id: 5,
  route: '/folders/prijsmarkt/2026-11-18',
  status: 'current',
  storeTitle: 'Prijsmarkt',
  itemsCount: 3,
  pages: [
    { id: 50, number: 1, imageUrl: '/api/media/generated/folder-page/50.svg', width: 1000, height: 1414, items: [viewerItem(1), viewerItem(2, { rect: { x: 0.5, y: 0.2, width: 0.4, height: 0.25 } })] },
    { id: 51, number: 2, imageUrl: '/api/media/generated/folder-page/51.svg', width: 1000, height: 1414, items: [viewerItem(3, { new_price: null, old_price: null, discount_text: '1+1 gratis' })] },
    { id: 52, number: 3, imageUrl: '/api/media/generated/folder-page/52.svg', width: 1000, height: 1414, items: [] },
  ],
};
