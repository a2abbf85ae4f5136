import { z } from 'zod';
import { safeInternalPath } from '@/lib/navigation/safe-url';
import type { FolderSummary } from './folders';
import type { ApiClient } from './client';
import type { DealAlert } from './deal-alerts';
import { keywordLimitFields } from './deal-alerts-schemas';

/**
 * The search calls (docs/search.md): suggestions while typing, the pre-suggestions on focus, saved
 * searches and keyword deal alerts. One schema per payload, shared by the route and the client.
 */

/** The suggestion groups, in the order the autocomplete shows them. */
export const SEARCH_GROUPS = ['store', 'webshop', 'brand', 'folder', 'entity', 'product', 'article'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** docs/search.md, "The calls": at most 8 recent and 8 popular searches. */
export const BEFORE_SEARCH_LIMIT = 8;
/** Longest query the API reads; longer input is cut (not refused) while typing. */
export const SEARCH_TEXT_MAX = 255;

export type SearchSuggestion = {
  id: number;
  title: string;
  /** The site path of the page, in the request's language. */
  url: string;
  image_url: string | null;
  /** Stores: their current folders. */
  active_folders?: FolderSummary[];
  /** Entities (promos): Post, OnlinePromo or FolderItem; `is_expired` ranks below the current ones. */
  morphable_type?: 'Post' | 'OnlinePromo' | 'FolderItem';
  is_expired?: boolean;
  /** Folder items: the folder viewer on the item's page, with the item to highlight (`?page=N&item=ID`). */
  folder_page_url?: string;
  /** Folders: the store's name (and `valid_text`, the validity line); promos: their store's or webshop's name. */
  store_title?: string;
  valid_text?: string;
};

/** `POST /search/suggest`: every group, empty ones included; `folder_jump` when a folder word asked for folders only. */
export type SuggestResponse = {
  data: Record<SearchGroup, SearchSuggestion[]>;
  meta: { query: string; folder_jump: boolean };
};

/** A member's saved search ("Recent item"). */
export type RecentSearch = {
  id: number;
  group: SearchGroup | null;
  title: string;
  url: string | null;
  recentable_id: number | null;
};

export type PopularSearch = { title: string; url: string };

/** `GET /search/before-search`: guests get `popular` only (`recent` is empty). */
export type BeforeSearchResponse = { data: { recent: RecentSearch[]; popular: PopularSearch[] } };

/** A keyword deal alert: a deal alert (docs/deal-alerts.md) with a query and no entity. */
export type SearchSubscription = DealAlert & { query: string; subscriable: null };

const searchText = z.string({ error: 'The search must be text.' });

export const suggestBody = z.object({ search: searchText });

export const searchTermBody = z.object({
  query: searchText.trim().min(1, 'The query is required.').max(SEARCH_TEXT_MAX, `The query may not be longer than ${SEARCH_TEXT_MAX} characters.`),
  // A page of this site: the header's search opens it when the member picks the search again.
  url: z
    .string()
    .max(2048)
    .refine((url) => safeInternalPath(url) !== null, 'The url must be a site path.')
    .nullish(),
  group: z.enum(SEARCH_GROUPS).nullish(),
  entity_id: z.number().int().positive().max(2_147_483_647).nullish(),
});

export const subscribeBody = z
  .object({
    query: searchText.trim().min(1, 'The query is required.').max(SEARCH_TEXT_MAX, `The query may not be longer than ${SEARCH_TEXT_MAX} characters.`),
    // Neither: in-site notifications only.
    daily_email_notification: z.boolean({ error: 'The daily e-mail setting must be true or false.' }).default(false),
    weekly_email_notification: z.boolean({ error: 'The weekly e-mail setting must be true or false.' }).default(false),
    // Absent: unchanged on an alert the member has for this query (none on a new one).
    ...keywordLimitFields,
  })
  .refine((body) => !(body.daily_email_notification && body.weekly_email_notification), {
    message: 'Choose either a daily or a weekly e-mail, not both.',
    path: ['weekly_email_notification'],
  });

/** The results page's groups beside the promos (which come from the feed with `filters[q]`), in page order. */
export const RESULT_GROUPS = ['folder', 'product', 'brand', 'store', 'webshop', 'article'] as const;
export type ResultGroup = (typeof RESULT_GROUPS)[number];
/** Items per group on the results page; `group=` asks one group alone, up to the larger number. */
export const RESULT_GROUP_LIMIT = 8;
export const RESULT_GROUP_MAX = 48;

/**
 * `GET /search/results?q=&group=`: every group but the promos; `more` says which groups hold more
 * than they show, `did_you_mean` the query with its typos corrected (empty when nothing was corrected).
 */
export type SearchResultsResponse = {
  data: Record<ResultGroup, SearchSuggestion[]>;
  meta: { query: string; folder_jump: boolean; did_you_mean: string[]; more: Record<ResultGroup, boolean> };
};

export const searchResultsQuery = z.object({
  // Longer input is cut (not refused), as in the search field: a pasted sentence still finds something.
  q: searchText.max(10_000, 'The search is too long.'),
  group: z.enum(RESULT_GROUPS, { error: `The group must be one of ${RESULT_GROUPS.join(', ')}.` }).optional(),
});

export async function getSearchResults(api: ApiClient, q: string, group?: ResultGroup): Promise<SearchResultsResponse> {
  return (await api.get<SearchResultsResponse>('/search/results', { params: { q, ...(group ? { group } : {}) } })).data;
}

