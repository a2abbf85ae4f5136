import type { SearchGroup, SearchSuggestion, SuggestResponse } from '@/lib/api/search';
import type { Db } from '../../db/client';
import type { FolderContext } from '../folders/build';
import {
  GROUP_LIMIT,
  articleSuggestions,
  brandSuggestions,
  productSuggestions,
  storeSuggestions,
  webshopSuggestions,
} from './catalogue-groups';
import { entitySuggestions } from './entity-group';
import { FOLDER_JUMP_LIMIT, folderSuggestions } from './folder-group';
import { setFuzzyThreshold, tsqueryText } from './match';
import { readSearch } from './query';
import { translations, vocabularyOf } from './vocabulary';

/** How many promos the entity group shows. */
const ENTITY_LIMIT = 6;

const emptyGroups = (): Record<SearchGroup, SearchSuggestion[]> => ({
  store: [],
  webshop: [],
  brand: [],
  folder: [],
  entity: [],
  product: [],
  article: [],
});

/**
 * `POST /search/suggest`: every group for what has been typed so far (docs/search.md). One
 * transaction, so the fuzzy threshold set for it holds for each group's query and nothing else.
 * A folder word ("folders van Aldi") answers with folders only.
 */
export async function suggest(db: Db, search: string, ctx: FolderContext): Promise<SuggestResponse> {
  const query = readSearch(search);
  const groups = emptyGroups();
  if (!query) return { data: groups, meta: { query: '', folder_jump: false } };
  const meta = { query: query.text, folder_jump: query.folderJump };
  const vocabulary = query.folderJump ? null : await vocabularyOf(db);
  await db.transaction(async (tx) => {
    await tx.execute(setFuzzyThreshold);
    if (query.folderJump) {
      groups.folder = await folderSuggestions(tx, query, ctx, FOLDER_JUMP_LIMIT);
      return;
    }
    const tsquery = tsqueryText(translations(vocabulary ?? new Map(), query.words));
    // One connection answers one query at a time (PGlite, or a pooled transaction): in sequence.
    groups.store = await storeSuggestions(tx, query, ctx);
    groups.webshop = await webshopSuggestions(tx, query, ctx.locale);
    groups.brand = await brandSuggestions(tx, query, ctx.locale);
    groups.folder = await folderSuggestions(tx, query, ctx, GROUP_LIMIT);
    groups.entity = await entitySuggestions(tx, query, tsquery, ctx.locale, ENTITY_LIMIT);
    groups.product = await productSuggestions(tx, query, ctx.locale);
    if (ctx.locale === 'nl') groups.article = await articleSuggestions(tx, query, ctx.locale);
  });
  return { data: groups, meta };
}
