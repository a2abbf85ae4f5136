import { defaultLocale, pathnames, type AppPathname, type Locale } from './routing';

/**
 * The external path of a route in a locale, with its params filled in. For places that cannot use
 * the navigation helpers (the proxy, metadata, sitemaps): `localizedPath('/folders', 'fr')` → `/fr/depliants`.
 */
export function localizedPath(route: AppPathname, locale: Locale, params: Record<string, string | number> = {}): string {
  const value = pathnames[route];
  const template: string = typeof value === 'string' ? value : value[locale];
  const filled = template.replace(/\[(\w+)\]/g, (_, name: string) => {
    const param = params[name];
    if (param === undefined) throw new Error(`Missing param "${name}" for route ${route}`);
    return encodeURIComponent(String(param));
  });
  if (locale === defaultLocale) return filled;
  return filled === '/' ? `/${locale}` : `/${locale}${filled}`;
}
