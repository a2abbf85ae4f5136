import type { ApiClient } from './client';
import type { BeforeSearchResponse, RecentSearch, SearchGroup, SuggestResponse } from './search';

/**
 * The browser's search calls (docs/search.md): one small function per call taking the ApiClient
 * first, like the other lib/api modules. The wire types live in ./search.
 */

export async function suggestSearch(api: ApiClient, search: string, signal?: AbortSignal): Promise<SuggestResponse> {
  return (await api.post<SuggestResponse>('/search/suggest', { search }, { signal })).data;
}

export async function getBeforeSearch(api: ApiClient, signal?: AbortSignal): Promise<BeforeSearchResponse['data']> {
  return (await api.get<BeforeSearchResponse>('/search/before-search', { signal })).data.data;
}

export type SaveSearchTerm = { query: string; url: string | null; group: SearchGroup | null; entity_id: number | null };

/** A member's pick or submitted query; a guest's answer is 204 and nothing is stored. */
export async function saveSearchTerm(api: ApiClient, term: SaveSearchTerm): Promise<RecentSearch | null> {
  const response = await api.post<{ data: RecentSearch } | ''>('/search/search-term', term);
  return response.status === 201 && typeof response.data === 'object' ? response.data.data : null;
}

export async function deleteSearchTerm(api: ApiClient, id: number): Promise<void> {
  await api.delete(`/search/search-term/${encodeURIComponent(id)}`);
}
