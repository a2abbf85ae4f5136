import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { matchQueryViewRoute, OWN_QUERY_PAGE_ROUTE, type GenericQueryViewRoute, type RouteParams } from '@/lib/i18n/query-view';
import { LIST_ROUTES, type ListRoute, type ListRouteProps } from './list-routes';

// Any list route with a query that changes it (`?page=2`, filters, `q`), rendered per request through
// that route's own body module. The proxy rewrites here; see lib/i18n/query-view.ts and
// docs/architecture.md (Caching).
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/query-view/[...route]'>;

/** The list route the address names, with the props its body expects; a 404 for any other address. */
async function resolve({ params, searchParams }: Props) {
  const { locale, route: segments } = await params;
  const matched = matchQueryViewRoute(segments);
  // The folder viewer's own query page answers its addresses before this one is asked.
  if (!matched || matched.route === OWN_QUERY_PAGE_ROUTE) notFound();
  return bind(matched.route, matched.params, locale, searchParams);
}

function bind<R extends GenericQueryViewRoute>(route: R, params: Record<string, string>, locale: string, searchParams: Props['searchParams']) {
  // matchQueryViewRoute filled exactly the names of the route's template, which is what RouteParams<R> lists.
  const routeParams = { ...params, locale } as RouteParams<R>;
  const body: ListRoute<R> = LIST_ROUTES[route];
  const props: ListRouteProps<R> = { params: Promise.resolve(routeParams), searchParams };
  return { body, props };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { body, props: routeProps } = await resolve(props);
  return body.metadata(routeProps);
}

export default async function QueryViewPage(props: Props) {
  const { body, props: routeProps } = await resolve(props);
  return <body.Page {...routeProps} />;
}
