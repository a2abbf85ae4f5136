import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import NotFoundView from '@/components/errors/not-found-view';
import { NOT_FOUND_SHELL_HEADER, NOT_FOUND_VARIANTS, type NotFoundVariant } from '@/lib/http/not-found-shell.mjs';
import { pageParams } from '@/lib/i18n/page-locale';

// It reads the request's headers; the front layer keeps its own copy (scripts/front-not-found.mjs).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

function isVariant(value: string): value is NotFoundVariant {
  return (NOT_FOUND_VARIANTS as readonly string[]).includes(value);
}

/**
 * The 404 view with its header and footer, answered with 200 to the front layer only: a `notFound()`
 * 404's HTML is Next's empty error document, and the front layer puts this page's markup (without its
 * scripts) into it, so a 404 shows its view before any script runs (docs/architecture.md, "The 404 view
 * in the served HTML"). Anyone else gets the 404 itself: the front layer removes the header from every
 * request but its own.
 */
export default async function NotFoundShell({ params }: PageProps<'/[locale]/not-found-shell/[variant]'>) {
  const { variant } = await pageParams(params);
  if (!(await headers()).has(NOT_FOUND_SHELL_HEADER) || !isVariant(variant)) notFound();
  return <NotFoundView variant={variant} pathSlot />;
}
