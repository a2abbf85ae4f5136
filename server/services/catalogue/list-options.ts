import type { CatalogueSort } from '@/lib/api/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import type { PageRequest } from '../../http/pagination';

/** docs/product.md, Limits: previews (latest stores, latest webshops) show 13. */
export const LATEST_LIMIT = 13;
/** Who asks: the response language and the signed-in user (for personal flags), or null for a guest. */
export type CatalogueContext = { locale: Locale; userId: number | null };
/** With the Belgian date that decides which folders are current. */
export type DatedContext = CatalogueContext & { today: string };

export type ListOptions = {
  page: PageRequest;
  sort: CatalogueSort;
  /** Free text matched against either locale's title, ignoring accents. */
  q: string;
};

export type Page<T> = { data: T[]; total: number };
