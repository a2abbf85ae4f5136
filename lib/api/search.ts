import { z } from 'zod';
import type { FolderSummary } from './folders';

/**
 * The search calls (docs/search.md): suggestions while typing, the pre-suggestions on focus, saved
 * searches and keyword deal alerts. One schema per payload, shared by the route and the client.
 */

/** The suggestion groups, in the order the autocomplete shows them. */
export const SEARCH_GROUPS = ['store', 'webshop', 'brand', 'folder', 'entity', 'product', 'article'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** docs/product.md, Limits: at most 8 recent and 8 popular searches. */
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
  /** Folders: the store's name and the validity line. */
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

/** A keyword deal alert. */
export type SearchSubscription = {
  id: number;
  query: string;
  daily_email_notification: boolean;
  weekly_email_notification: boolean;
  email: string;
  locale_id: number;
  isEmail: boolean;
};

const searchText = z.string({ error: 'The search must be text.' });

export const suggestBody = z.object({ search: searchText });

export const searchTermBody = z.object({
  query: searchText.trim().min(1, 'The query is required.').max(SEARCH_TEXT_MAX, `The query may not be longer than ${SEARCH_TEXT_MAX} characters.`),
  url: z.string().max(2048).startsWith('/', 'The url must be a site path.').nullish(),
  group: z.enum(SEARCH_GROUPS).nullish(),
  entity_id: z.number().int().positive().max(2_147_483_647).nullish(),
});

export const subscribeBody = z
  .object({
    query: searchText.trim().min(1, 'The query is required.').max(SEARCH_TEXT_MAX, `The query may not be longer than ${SEARCH_TEXT_MAX} characters.`),
    daily_email_notification: z.boolean().default(false),
    weekly_email_notification: z.boolean().default(false),
  })
  .refine((body) => body.daily_email_notification || body.weekly_email_notification, {
    message: 'Choose a daily or a weekly e-mail.',
    path: ['daily_email_notification'],
  });
