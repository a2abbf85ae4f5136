'use client';

import { useLocale } from '#i18n';
import NextLink from 'next/link';
import { useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ComponentProps, type MouseEvent, type Ref } from 'react';
import { hrefPath, localizePathname, syncLocaleCookie, type LooseHref } from './localize-href';
import type { Locale } from './routing';

export type LocalizedLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: LooseHref;
  /** Another language: the address gets its prefix (`/nl` too) and the click writes the locale cookie. */
  locale?: Locale;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * next-intl's navigation `Link` for our routing, without its client runtime and second copy of the
 * route table (docs/performance.md, Session 14): the same href, `hrefLang` and cookie for a language
 * switch, no prefetch of the other language's page.
 */
export function Link({ href, locale, onClick, prefetch, ...rest }: LocalizedLinkProps) {
  const current = useLocale() as Locale;
  const target = locale ?? current;
  const pathname = typeof href === 'string' ? href : href.pathname;
  const params = typeof href === 'string' ? undefined : href.params;
  const localized = localizePathname(pathname, target, params, locale != null || undefined);
  const finalHref = typeof href === 'string' ? localized : { pathname: localized, query: href.query, hash: href.hash };
  if (locale == null || locale === current) return <NextLink href={finalHref} onClick={onClick} prefetch={prefetch} {...rest} />;
  const onSwitch = (event: MouseEvent<HTMLAnchorElement>) => {
    syncLocaleCookie(current, locale);
    onClick?.(event);
  };
  return <NextLink hrefLang={locale} href={finalHref} onClick={onSwitch} prefetch={false} {...rest} />;
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/** next-intl's `useRouter`: push, replace and prefetch take a route (with params and query) in the current or given locale. */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale() as Locale;
  return useMemo(() => {
    function handler<Options>(navigate: (href: string, options?: Options) => void) {
      return (href: LooseHref, options?: NavigateOptions & Options) => {
        const { locale, ...rest } = options ?? {};
        const path = hrefPath(href, locale ?? current, locale != null || undefined);
        syncLocaleCookie(current, locale);
        if (Object.keys(rest).length > 0) navigate(path, rest as Options);
        else navigate(path);
      };
    }
    return { ...router, push: handler(router.push), replace: handler(router.replace), prefetch: handler(router.prefetch) };
  }, [current, router]);
}
