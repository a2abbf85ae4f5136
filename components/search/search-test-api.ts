import { delay, http, HttpResponse } from 'msw';
import { API } from '@/components/auth/auth-test-utils';
import { SEARCH_GROUPS, type RecentSearch, type SearchGroup, type SearchSuggestion, type SuggestResponse } from '@/lib/api/search';
import { server } from '@/tests/mocks/server';

/**
 * The search API (docs/search.md) in memory, for component tests: suggestions per query (with an
 * optional delay per query, to answer out of order), the pre-suggestions, saving and deleting a
 * member's searches. `calls` records `METHOD /path` and `bodies` the JSON bodies sent.
 */
export type FakeSearchApi = {
  suggestions: Record<string, Partial<Record<SearchGroup, SearchSuggestion[]>>>;
  delays: Record<string, number>;
  recent: RecentSearch[];
  popular: { title: string; url: string }[];
  failSuggest: boolean;
  calls: string[];
  bodies: unknown[];
};

export function item(id: number, title: string, url: string, extra: Partial<SearchSuggestion> = {}): SearchSuggestion {
  return { id, title, url, image_url: null, ...extra };
}

function suggestResponse(query: string, groups: Partial<Record<SearchGroup, SearchSuggestion[]>> = {}): SuggestResponse {
  const data = Object.fromEntries(SEARCH_GROUPS.map((group) => [group, groups[group] ?? []])) as SuggestResponse['data'];
  return { data, meta: { query, folder_jump: false } };
}

export function fakeSearchApi(initial: Partial<FakeSearchApi> = {}): FakeSearchApi {
  const state: FakeSearchApi = { suggestions: {}, delays: {}, recent: [], popular: [], failSuggest: false, calls: [], bodies: [], ...initial };
  const record = (request: Request) => state.calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
  server.use(
    // The API client reports failed calls to the log; the failure test makes one.
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${API}/search/suggest`, async ({ request }) => {
      record(request);
      const { search } = (await request.json()) as { search: string };
      state.bodies.push({ search });
      if (state.delays[search]) await delay(state.delays[search]);
      if (state.failSuggest) return HttpResponse.json({ message: 'Server Error' }, { status: 503 });
      return HttpResponse.json(suggestResponse(search, state.suggestions[search]));
    }),
    http.get(`${API}/search/before-search`, ({ request }) => {
      record(request);
      return HttpResponse.json({ data: { recent: state.recent, popular: state.popular } });
    }),
    http.post(`${API}/search/search-term`, async ({ request }) => {
      record(request);
      const body = (await request.json()) as { query: string; url: string; group: SearchGroup | null; entity_id: number | null };
      state.bodies.push(body);
      const saved: RecentSearch = { id: 100 + state.recent.length, group: body.group, title: body.query, url: body.url, recentable_id: body.entity_id };
      state.recent.unshift(saved);
      return HttpResponse.json({ data: saved }, { status: 201 });
    }),
    http.delete(`${API}/search/search-term/:id`, ({ request, params }) => {
      record(request);
      const before = state.recent.length;
      state.recent = state.recent.filter((row) => row.id !== Number(params.id));
      return state.recent.length < before ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ message: 'Search term not found.' }, { status: 404 });
    }),
  );
  return state;
}
