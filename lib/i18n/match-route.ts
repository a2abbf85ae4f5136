import { safeDecodeURIComponent } from '@/lib/http/url-text';
import { defaultLocale, isLocale, pathnames, type AppPathname, type Locale } from './routing';

export type MatchedRoute = {
  locale: Locale;
  /** The internal (Dutch) pathname template, e.g. `/folders/[storeSlug]`. */
  route: AppPathname;
  params: Record<string, string>;
};

type CompiledRoute = { route: AppPathname; pattern: RegExp; names: string[]; dynamicSegments: number };

function templateFor(route: AppPathname, locale: Locale): string {
  const value = pathnames[route];
  return typeof value === 'string' ? value : value[locale];
}

function compile(template: string, route: AppPathname): CompiledRoute {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const dynamic = /^\[(\w+)\]$/.exec(segment);
      if (!dynamic?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(dynamic[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source === '' ? '/' : source}/?$`), names, dynamicSegments: names.length };
}

const compiled: Record<Locale, CompiledRoute[]> = Object.fromEntries(
  (['nl', 'fr'] as const).map((locale) => [
    locale,
    (Object.keys(pathnames) as AppPathname[])
      .map((route) => compile(templateFor(route, locale), route))
      // Static routes win over dynamic ones (`/promos` before `/[page]`).
      .sort((a, b) => a.dynamicSegments - b.dynamicSegments),
  ]),
) as Record<Locale, CompiledRoute[]>;

/** Splits the locale prefix off an external pathname: `/fr/depliants` → fr, `/depliants`. */
export function splitLocale(pathname: string): { locale: Locale; rest: string; prefixed: boolean } {
  const first = pathname.split('/')[1];
  if (isLocale(first) && first !== defaultLocale) {
    const rest = pathname.slice(first.length + 1) || '/';
    return { locale: first, rest, prefixed: true };
  }
  return { locale: defaultLocale, rest: pathname || '/', prefixed: false };
}

/** Finds which route (docs/product.md, Routes) an external pathname is, in its locale; null for none (or a malformed escape). */
export function matchRoute(pathname: string): MatchedRoute | null {
  const { locale, rest } = splitLocale(pathname);
  for (const candidate of compiled[locale]) {
    const match = candidate.pattern.exec(rest);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [index, name] of candidate.names.entries()) {
      const value = safeDecodeURIComponent(match[index + 1] ?? '');
      // A segment that cannot be decoded (`%ZZ`, `%C3%28`) names nothing: no route, a 404.
      if (value === null) return null;
      params[name] = value;
    }
    return { locale, route: candidate.route, params };
  }
  return null;
}
