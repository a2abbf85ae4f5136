import type { SearchEntity } from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { catalogueOf, type CatalogueKind } from '../search/catalogue-index';
import { fold } from '../search/query';
import { brandEntity, loadBrands, loadStores, loadWebshops, storeEntity, webshopEntity } from './entities';

const KINDS: readonly CatalogueKind[] = ['store', 'webshop', 'brand'];

/**
 * The store, webshop or brand whose title (either language, ignoring case and accents) is exactly `q`,
 * so the search page can offer it; stores first, then webshops, then brands. Null when none. Found in
 * the search engine's catalogue in memory (catalogue-index.ts): folding every title in SQL on each
 * results page cost more than the rest of the page (docs/search.md, "Speed").
 */
export async function findSearchEntity(db: Db, q: string, locale: Locale): Promise<SearchEntity | null> {
  const text = fold(q.trim());
  if (!text) return null;
  const entries = await catalogueOf(db);
  const match = KINDS.map((kind) =>
    entries.filter((entry) => entry.kind === kind && entry.folded.includes(text)).sort((a, b) => a.id - b.id)[0],
  ).find((entry) => entry !== undefined);
  if (!match) return null;
  const id = match.id;
  if (match.kind === 'store') {
    const row = (await loadStores(db, [id])).get(id);
    return row ? { type: 'store', ...storeEntity(row, locale) } : null;
  }
  if (match.kind === 'webshop') {
    const row = (await loadWebshops(db, [id])).get(id);
    return row ? { type: 'webshop', ...webshopEntity(row, locale) } : null;
  }
  const row = (await loadBrands(db, [id])).get(id);
  return row ? { type: 'brand', ...brandEntity(row, locale) } : null;
}
