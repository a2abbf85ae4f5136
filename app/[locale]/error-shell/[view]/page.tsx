import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import NotFoundView from '@/components/errors/not-found-view';
import ServerErrorView from '@/components/errors/server-error-view';
import { ERROR_SHELL_HEADER, ERROR_VIEWS, type ErrorViewName } from '@/lib/http/error-shell.mjs';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';

// It reads the request's headers; the front layer keeps its own copy (scripts/front-error-view.mjs).
export const dynamic = 'force-dynamic';

function isView(value: string): value is ErrorViewName {
  return (ERROR_VIEWS as readonly string[]).includes(value);
}

/** The server error view's title goes into a 500's HTML (Next's error document has the site's generic one). */
export async function generateMetadata({ params }: PageProps<'/[locale]/error-shell/[view]'>): Promise<Metadata> {
  const [locale, { view }] = await Promise.all([pageLocale(params), params]);
  const title = view === 'server-error' ? (await getTranslations({ locale, namespace: 'ErrorPage' }))('title') : undefined;
  return { title, robots: { index: false, follow: false } };
}

/**
 * An error view (a 404 view or the server error's) with its header and footer, answered with 200 to
 * the front layer only: the HTML of a `notFound()` 404 or of a page whose render failed is Next's
 * empty error document, and the front layer puts this page's markup (without its scripts) into it, so
 * the view shows before any script runs (docs/architecture.md, "The error views in the served HTML").
 * Anyone else gets the 404 itself: the front layer removes the header from every request but its own.
 */
export default async function ErrorShell({ params }: PageProps<'/[locale]/error-shell/[view]'>) {
  const { view } = await pageParams(params);
  if (!(await headers()).has(ERROR_SHELL_HEADER) || !isView(view)) notFound();
  return view === 'server-error' ? <ServerErrorView /> : <NotFoundView variant={view} pathSlot />;
}
