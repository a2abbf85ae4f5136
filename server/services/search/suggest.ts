import type { SearchGroup, SearchSuggestion, SuggestResponse } from '@/lib/api/search';
import type { Db } from '../../db/client';
import type { FolderContext } from '../folders/build';
import { GROUP_LIMIT, catalogueSuggestions } from './catalogue-groups';
import { bestMatches, catalogueOf } from './catalogue-index';
import { entitySuggestions } from './entity-group';
import { FOLDER_JUMP_LIMIT, currentFolders, folderSuggestion } from './folder-group';
import { tsqueryText } from './match';
import { readSearch } from './query';
import { alternativesOf, searchWordsOf, spellingsOf } from './vocabulary';

/** How many stores' folders a query may list. */
const FOLDER_STORES = 20;
/** Current folders read for a query: the folder group and the matched stores' active folders. */
const FOLDER_ROWS = 40;

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
  const [words, catalogue] = await Promise.all([searchWordsOf(db), catalogueOf(db)]);
  query.spellings = spellingsOf(words, query.words);
  const storeIds = query.words.length === 0 ? null : bestMatches(catalogue, 'store', query, FOLDER_STORES).map((entry) => entry.id);
  const folders = await currentFolders(db, storeIds, ctx, query.folderJump ? FOLDER_JUMP_LIMIT : FOLDER_ROWS);
  if (query.folderJump) {
    groups.folder = folders.map((row) => folderSuggestion(row, ctx));
    return { data: groups, meta };
  }
  const tsquery = tsqueryText(alternativesOf(words, query.spellings));
  Object.assign(groups, catalogueSuggestions(catalogue, query, ctx, folders));
  groups.folder = folders.slice(0, GROUP_LIMIT).map((row) => folderSuggestion(row, ctx));
  groups.entity = await entitySuggestions(db, query, tsquery, { locale: ctx.locale, catalogue }, ENTITY_LIMIT);
  return { data: groups, meta };
}
