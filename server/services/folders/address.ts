import type { Locale } from '@/lib/i18n/routing';
import { siteRoute } from '../../http/urls';
import { storeSlug, type StoreRow } from '../catalogue/store-summary';

/** The folder viewer's address, `/folders/{storeSlug}/{folder slug}`: every folder `route` is built here. */
export function folderViewerRoute(store: Pick<StoreRow, 'slugNl' | 'slugFr'>, folderSlug: string, locale: Locale): string {
  return siteRoute('/folders/[storeSlug]/[folderDate]', locale, { storeSlug: storeSlug(store, locale), folderDate: folderSlug });
}
