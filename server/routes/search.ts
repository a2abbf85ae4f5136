import { Hono } from 'hono';
import { searchResultsQuery, searchTermBody, subscribeBody, suggestBody, type BeforeSearchResponse } from '@/lib/api/search';
import { recordIdParam } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { keywordAlerts, subscribeToSearch } from '../services/search/alerts';
import { searchResults } from '../services/search/results';
import { suggest } from '../services/search/suggest';
import { deleteSearchTerm, popularSearches, recentSearches, saveSearchTerm } from '../services/search/terms';
import { catalogueContext } from './list-query';

/** docs/product.md, API "Search"; how the matching works: docs/search.md. */
export const searchRoutes = new Hono<AppEnv>()
  .post(
    '/search/suggest',
    endpoint({ summary: 'Suggestions per group for what has been typed (from 1 character).', body: suggestBody }, async (c, { body }) =>
      c.json(await suggest(c.var.db, body.search, catalogueContext(c))),
    ),
  )
  .get(
    '/search/results',
    endpoint(
      { summary: "The results page's groups beside the promos (folders, products, brands, stores, webshops, articles), with `did_you_mean`.", query: searchResultsQuery },
      async (c, { query }) => c.json(await searchResults(c.var.db, query.q, catalogueContext(c), query.group)),
    ),
  )
  .get(
    '/search/before-search',
    endpoint({ summary: "The member's recent searches and the week's popular ones (guests: popular only).", auth: 'optional' }, async (c, { userId }) => {
      const locale = requestLocale(c);
      const [recent, popular] = await Promise.all([
        userId === null ? Promise.resolve([]) : recentSearches(c.var.db, userId),
        popularSearches(c.var.db, locale),
      ]);
      return c.json({ data: { recent, popular } } satisfies BeforeSearchResponse);
    }),
  )
  .post(
    '/search/search-term',
    endpoint(
      {
        summary: "Saves a member's search (a guest's is not saved: 204).",
        auth: 'optional',
        body: searchTermBody,
        success: { status: 201, description: 'The saved search; 204 with no body for a guest.' },
      },
      async (c, { body, userId }) => {
        if (userId === null) return c.body(null, 204);
        const data = await saveSearchTerm(c.var.db, userId, requestLocale(c), {
          query: body.query,
          url: body.url ?? null,
          group: body.group ?? null,
          entityId: body.entity_id ?? null,
        });
        return c.json({ data }, 201);
      },
    ),
  )
  .delete(
    '/search/search-term/:id',
    endpoint(
      {
        summary: "Deletes one of the member's own saved searches.",
        params: { id: recordIdParam },
        missing: 'Search term not found.',
        auth: 'user',
        success: { status: 204, empty: true },
      },
      async (c, { params, userId }) => {
        if (!(await deleteSearchTerm(c.var.db, userId, params.id))) throw notFound('Search term not found.');
        return c.body(null, 204);
      },
    ),
  )
  .put(
    '/search/subscribe',
    endpoint(
      {
        summary: 'A keyword deal alert for a search: daily or weekly e-mail or neither (in-site only), excluded words, a price cap, a minimum temperature.',
        auth: 'user',
        body: subscribeBody,
      },
      async (c, { body, userId }) => {
      const data = await subscribeToSearch(c.var.db, userId, requestLocale(c), {
        query: body.query,
        daily: body.daily_email_notification,
        weekly: body.weekly_email_notification,
        excludedWords: body.excluded_words,
        maxPrice: body.max_price,
        minTemperature: body.min_temperature,
      });
      return c.json({ data });
      },
    ),
  )
  .get(
    '/search/subscriptions',
    endpoint({ summary: "The member's keyword deal alerts.", auth: 'user' }, async (c, { userId }) =>
      c.json({ data: await keywordAlerts(c.var.db, userId) }),
    ),
  );
