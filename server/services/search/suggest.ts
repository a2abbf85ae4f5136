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
import { tsqueryText } from './match';
import { readSearch } from './query';
import { alternativesOf, searchWordsOf, spellingsOf } from './vocabulary';

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
 * `POST /search/suggest`: every group for what has been typed so far (docs/search.md). A folder word
 * ("folders van Aldi") answers with folders only. The groups' queries run one after the other: PGlite
 * answers one at a time anyway, and on PostgreSQL one request then holds one pooled connection.
 */
export async function suggest(db: Db, search: string, ctx: FolderContext): Promise<SuggestResponse> {
  const query = readSearch(search);
  const groups = emptyGroups();
  if (!query) return { data: groups, meta: { query: '', folder_jump: false } };
  const meta = { query: query.text, folder_jump: query.folderJump };
  const words = await searchWordsOf(db);
  query.spellings = spellingsOf(words, query.words);
  if (query.folderJump) {
    groups.folder = await folderSuggestions(db, query, ctx, FOLDER_JUMP_LIMIT);
    return { data: groups, meta };
  }
  const tsquery = tsqueryText(alternativesOf(words, query.spellings));
  groups.store = await storeSuggestions(db, query, ctx);
  groups.webshop = await webshopSuggestions(db, query, ctx.locale);
  groups.brand = await brandSuggestions(db, query, ctx.locale);
  groups.folder = await folderSuggestions(db, query, ctx, GROUP_LIMIT);
  groups.entity = await entitySuggestions(db, query, tsquery, ctx.locale, ENTITY_LIMIT);
  groups.product = await productSuggestions(db, query, ctx.locale);
  if (ctx.locale === 'nl') groups.article = await articleSuggestions(db, query, ctx.locale);
  return { data: groups, meta };
}
