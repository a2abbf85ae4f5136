import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { absoluteUrl } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import JsonLd from './json-ld';
import styles from './breadcrumbs.module.css';

export type Crumb = {
  name: string;
  /** The crumb's path (already localized, e.g. from a `route` field or `localizedPath`); the last crumb has none. */
  href?: string;
};

/**
 * Home → section → item, the last not a link (SPEC point 2). Hidden on small screens; the JSON-LD
 * BreadcrumbList (position, name, absolute URL) is always output for search engines.
 */
export default async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('Common');
  const locale = (await getLocale()) as Locale;
  const trail: Crumb[] = [{ name: t('home'), href: localizedPath('/', locale) }, ...items];
  return (
    <>
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <ol>
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={`${index}-${crumb.name}`}>
                {last || !crumb.href ? (
                  <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
                ) : (
                  <Link href={crumb.href}>{crumb.name}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            ...(crumb.href ? { item: absoluteUrl(crumb.href) } : {}),
          })),
        }}
      />
    </>
  );
}
