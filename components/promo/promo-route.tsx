import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { localizedImage } from '@/lib/i18n/localized-image';
import Breadcrumbs, { type Crumb } from '@/components/seo/breadcrumbs';
import { getFolderItem, getOnlinePromo, getPost, type PromoDetail as PromoDetailData } from '@/lib/api/feed';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import { absoluteUrl, metaDescription } from '@/lib/seo/metadata';
import { promoTitle } from '@/lib/seo/promo-title';
import { routeMetadata } from '@/lib/seo/route-metadata';
import PromoDetail from './promo-detail';
import styles from './promo-detail.module.css';

/** The three promo detail routes and the API call behind each. */
export const PROMO_ROUTES = {
  Post: { route: '/posts/[id]', load: getPost },
  OnlinePromo: { route: '/online-promos/[id]', load: getOnlinePromo },
  FolderItem: { route: '/folder-promos/[id]', load: getFolderItem },
} as const;

export type PromoKind = keyof typeof PROMO_ROUTES;

/** A route id: digits only, within the database's integer range; anything else is the route's 404. */
export function promoIdParam(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** One API call per promo and language per request, shared by the metadata and the page. */
const loadPromo = cache(async (kind: PromoKind, id: number, locale: Locale): Promise<PromoDetailData> => {
  return PROMO_ROUTES[kind].load(await getServerApi({ locale }), id);
});

async function resolve(kind: PromoKind, params: Promise<{ locale: string; id: string }>) {
  const { locale: raw, id: rawId } = await params;
  const locale = raw as Locale;
  const id = promoIdParam(rawId);
  if (id === null) notFound();
  return { locale, id, promo: await orNotFound(loadPromo(kind, id, locale)) };
}

/** The Open Graph image: the PNG twin of a generated SVG (social sites take no SVG). */
function openGraphImage(promo: PromoDetailData, locale: Locale): string | null {
  const image = promo.morphable_type === 'Post' ? (promo.images[0]?.url ?? promo.image_url) : promo.image_url;
  if (!image) return null;
  return localizedImage(image.replace(/^(\/api\/media\/generated\/[a-z-]+\/\d+)\.svg$/, '$1.png'), locale);
}

/**
 * `generateMetadata` of a promo page (docs/product.md, Routes): the title from the promo, its shop and its
 * deal; the description from the promo's own text, else the route's; Open Graph with its image.
 */
export async function promoMetadata(kind: PromoKind, params: Promise<{ locale: string; id: string }>): Promise<Metadata> {
  const { locale, id, promo } = await resolve(kind, params);
  const title = await promoTitle(promo, locale);
  const store = promo.store?.translation.title ?? promo.folder?.store?.translation.title ?? '';
  return routeMetadata({
    locale,
    route: PROMO_ROUTES[kind].route,
    params: { id },
    title,
    values: { promo: promo.title, store },
    description: metaDescription(promo.short_content ?? promo.content) ?? null,
    image: openGraphImage(promo, locale),
    type: 'article',
  });
}

/** The trail home → category (or all promos; a folder promo: its store's folders) → the promo. */
async function trailOf(promo: PromoDetailData, locale: Locale, path: string): Promise<Crumb[]> {
  const category = promo.categories[0];
  const store = promo.folder?.store ?? promo.store;
  let section: Crumb;
  if (promo.morphable_type === 'FolderItem' && store) {
    section = { name: store.translation.title, href: localizedPath('/folders/[storeSlug]', locale, { storeSlug: store.translation.slug }) };
  } else if (category) {
    section = { name: category.translation.title, href: category.translation.route };
  } else {
    section = await sectionCrumb('/promos', locale);
  }
  return [section, { name: promo.title, href: path }];
}

/** The page of a promo route: `export default function Page({ params }) { return <PromoRoute kind="Post" params={params} /> }`. */
export default async function PromoRoute({ kind, params }: { kind: PromoKind; params: Promise<{ locale: string; id: string }> }) {
  const { locale, id, promo } = await resolve(kind, params);
  setRequestLocale(locale);
  const path = localizedPath(PROMO_ROUTES[kind].route, locale, { id });
  return (
    <main className={`container ${styles.page}`}>
      <Breadcrumbs route={PROMO_ROUTES[kind].route} items={await trailOf(promo, locale, path)} />
      <PromoDetail promo={promo} url={absoluteUrl(path)} shareTitle={await promoTitle(promo, locale)} />
    </main>
  );
}
