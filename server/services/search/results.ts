import {
  RESULT_GROUP_LIMIT,
  RESULT_GROUP_MAX,
  RESULT_GROUPS,
  type ResultGroup,
  type SearchResultsResponse,
  type SearchSuggestion,
} from '@/lib/api/search';
import type { Db } from '../../db/client';
import type { FolderContext } from '../folders/build';
import { catalogueItem } from './catalogue-groups';
import { bestMatches, catalogueOf, type CatalogueEntry, type CatalogueKind } from './catalogue-index';
import { activeFoldersOf, currentFolders, folderSuggestion } from './folder-group';
import { readSearch, type SearchQuery } from './query';
import { spellingsOf, searchWordsOf } from './vocabulary';

/** How many stores' folders the folder group may list. */
const FOLDER_STORES = 20;
/** At most this many corrected queries are offered. */
const DID_YOU_MEAN_MAX = 2;

const empty = <T>(value: () => T): Record<ResultGroup, T> =>
  Object.fromEntries(RESULT_GROUPS.map((group) => [group, value()])) as Record<ResultGroup, T>;

/**
 * The query with its typos corrected: the first correction of every corrected word, then the second
 * (docs/search.md, "Typos"). Empty when no word was corrected. The folder word of a folder jump is
 * kept ("bouwhuis folder" stays a folder search).
 */
export function didYouMean(raw: string, query: SearchQuery): string[] {
  if (!query.spellings.some((options) => options.length > 1)) return [];
  const suggestions = new Set<string>();
  for (let pick = 1; pick <= DID_YOU_MEAN_MAX; pick += 1) {
    const corrected = query.spellings.map((options, index) => options[pick] ?? options[1] ?? query.words[index] ?? '').join(' ');
    if (corrected === query.text) continue;
    suggestions.add(query.folderJump ? `${corrected} ${folderWordOf(raw)}` : corrected);
  }
  return [...suggestions];
}

function folderWordOf(raw: string): string {
  return /d[ée]pliants?/i.test(raw) ? 'dépliant' : 'folder';
}

/**
 * `GET /search/results`: the results page's groups beside the promos (docs/search.md, "The results
 * page"), the same matching as the suggestions (catalogue in memory, folders of the matched stores)
 * with more items per group. Each group reads one item more than it shows, to tell whether there are
 * more. With `only`, that one group alone, up to RESULT_GROUP_MAX items.
 */
export async function searchResults(db: Db, raw: string, ctx: FolderContext, only?: ResultGroup): Promise<SearchResultsResponse> {
  const data = empty<SearchSuggestion[]>(() => []);
  const more = empty(() => false);
  const query = readSearch(raw);
  if (!query) return { data, meta: { query: '', folder_jump: false, did_you_mean: [], more } };
  const [words, catalogue] = await Promise.all([searchWordsOf(db), catalogueOf(db)]);
  query.spellings = spellingsOf(words, query.words);
  const wanted = (group: ResultGroup) => only === undefined || only === group;
  const limit = only === undefined ? RESULT_GROUP_LIMIT : RESULT_GROUP_MAX;
  const take = <T>(group: ResultGroup, items: T[]): T[] => {
    more[group] = items.length > limit;
    return items.slice(0, limit);
  };

  const storeIds = query.words.length === 0 ? null : bestMatches(catalogue, 'store', query, FOLDER_STORES).map((entry) => entry.id);
  const needFolders = wanted('folder') || wanted('store');
  const folders = needFolders ? await currentFolders(db, storeIds, ctx, Math.max(limit + 1, FOLDER_STORES * 2)) : [];
  if (wanted('folder')) data.folder = take('folder', folders.slice(0, limit + 1)).map((row) => folderSuggestion(row, ctx));

  const kinds: CatalogueKind[] = ['product', 'brand', 'store', 'webshop', ...(ctx.locale === 'nl' ? (['article'] as const) : [])];
  if (query.words.length > 0) {
    for (const kind of kinds) {
      if (!wanted(kind)) continue;
      const entries: CatalogueEntry[] = take(kind, bestMatches(catalogue, kind, query, limit + 1));
      data[kind] = entries.map((entry) => ({
        ...catalogueItem(entry, ctx.locale),
        ...(kind === 'store' ? { active_folders: activeFoldersOf(folders, entry.id, ctx) } : {}),
      }));
    }
  }
  return { data, meta: { query: query.text, folder_jump: query.folderJump, did_you_mean: didYouMean(raw, query), more } };
}
