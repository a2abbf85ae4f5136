import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import Breadcrumbs, { type Crumb } from '@/components/seo/breadcrumbs';
import { getFolderItem, getOnlinePromo, getPost, type PromoDetail as PromoDetailData } from '@/lib/api/feed';
import { orNotFound } from '@/lib/api/not-found';
import { cacheTags } from '@/lib/api/cache-tags';
import { getPublicApi } from '@/lib/api/server';
import { cached } from '@/lib/cache/cached';
import { pageParams } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import { absoluteUrl, metaDescription } from '@/lib/seo/metadata';
import { canonicalIdParam, routeParam } from '@/lib/schemas/route-params';
import { promoTitle } from '@/lib/seo/promo-title';
import { routeMetadata } from '@/lib/seo/route-metadata';
import PromoDetail from './promo-detail';
import { shareImage } from './share-image';
import styles from './promo-detail.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { CARD_NAMESPACES } from '@/lib/i18n/messages';

/** The three promo detail routes and the API call behind each. */
export const PROMO_ROUTES = {
  Post: { route: '/posts/[id]', load: getPost },
  OnlinePromo: { route: '/online-promos/[id]', load: getOnlinePromo },
  FolderItem: { route: '/folder-promos/[id]', load: getFolderItem },
} as const;

export type PromoKind = keyof typeof PROMO_ROUTES;

/**
 * A promo in one language, shared by the metadata and the page, cached under the promo's tag: a vote
 * (which the API reports by that tag) expires it and this page in every language at once.
 */
const loadPromo = cache((kind: PromoKind, id: number, locale: Locale): Promise<PromoDetailData> =>
  cached('promo', { locale, kind, id }, async (args) => PROMO_ROUTES[args.kind].load(await getPublicApi(args.locale), args.id), {
    tags: [cacheTags.promo(kind, id)],
    lifetime: 'promo',
  }),
);

async function resolve(kind: PromoKind, params: Promise<{ locale: string; id: string }>) {
  const { locale, id: rawId } = await pageParams(params);
  // The shared id rule (lib/schemas/route-params.ts): anything else is the route's 404.
  const id = routeParam(canonicalIdParam, rawId);
  if (id === null) notFound();
  return { locale, id, promo: await orNotFound(loadPromo(kind, id, locale)) };
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
    image: shareImage(promo),
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
  const path = localizedPath(PROMO_ROUTES[kind].route, locale, { id });
  return (
    <ClientMessages namespaces={[...CARD_NAMESPACES, 'PromoDetail']}>
      <main className={`container ${styles.page}`}>
        <Breadcrumbs route={PROMO_ROUTES[kind].route} items={await trailOf(promo, locale, path)} />
        <PromoDetail promo={promo} url={absoluteUrl(path)} shareTitle={await promoTitle(promo, locale)} />
      </main>
    </ClientMessages>
  );
}
