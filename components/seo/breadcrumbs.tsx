import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/paths';
import type { AppPathname } from '@/lib/i18n/routing';
import { routeHasBreadcrumbs } from '@/lib/seo/breadcrumb-routes';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/breadcrumbs';
import { absoluteUrl } from '@/lib/seo/metadata';
import BreadcrumbsView from './breadcrumbs-view';

export type { Crumb } from '@/lib/seo/breadcrumbs';

type BreadcrumbsProps = {
  /** Section and item after home; the last one is the current page (give its `href` for the JSON-LD). */
  items: Crumb[];
  /** The page's route: routes the product rules list as having empty breadcrumbs render nothing. */
  route?: AppPathname;
};

/**
 * Home → section → item, the last not a link (docs/product.md, Routes). Hidden on small screens; the JSON-LD
 * BreadcrumbList (position, name, absolute URL) is always output for search engines.
 */
export default async function Breadcrumbs({ items, route }: BreadcrumbsProps) {
  if (route && !routeHasBreadcrumbs(route)) return null;
  const t = await getTranslations('Common');
  const locale = await getLocale();
  const trail: Crumb[] = [{ name: t('home'), href: localizedPath('/', locale) }, ...items];
  return <BreadcrumbsView trail={trail} label={t('breadcrumbs')} jsonLd={breadcrumbJsonLd(trail, absoluteUrl)} />;
}
