import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

/** A route's params with its `[locale]` segment narrowed to one of our locales. */
export type LocalizedParams<P extends { locale: string }> = Omit<P, 'locale'> & { locale: Locale };

/**
 * The one way a page, layout, route module or `generateMetadata` reads its `[locale]` segment: narrowed
 * to a `Locale` (an unknown one is the 404 view), and registered with next-intl for this request, so
 * server components below read it without asking the request headers (which would make a cached page
 * dynamic). Why not `next/root-params`: docs/architecture.md, "Locale of a page".
 */
export async function pageParams<P extends { locale: string }>(params: Promise<P>): Promise<LocalizedParams<P>> {
  const resolved = await params;
  const { locale } = resolved;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return { ...resolved, locale };
}

/** The locale of a route whose other params are not needed (see pageParams). */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  return (await pageParams(params)).locale;
}
