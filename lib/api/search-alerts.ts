import type { ApiClient } from './client';
import type { SearchSubscription } from './search';

/**
 * The keyword deal alert calls the browser makes (docs/search.md). Apart from lib/api/search.ts so the
 * results page's alert button does not bring that module's zod schemas into the browser.
 */

/** A daily keyword deal alert for a search (`PUT /search/subscribe`; asking again updates it). */
export async function subscribeToSearch(api: ApiClient, query: string): Promise<SearchSubscription> {
  return (await api.put<{ data: SearchSubscription }>('/search/subscribe', { query, daily_email_notification: true })).data.data;
}

/** The member's keyword deal alerts (`GET /search/subscriptions`). */
export async function getSearchSubscriptions(api: ApiClient): Promise<SearchSubscription[]> {
  return (await api.get<{ data: SearchSubscription[] }>('/search/subscriptions')).data.data;
}
