import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { GenericQueryViewRoute, QueryViewRoute, RouteParams } from '@/lib/i18n/query-view';
import BrandPage, { routeMetadataOf as brandMetadata } from '../../brand/[brandSlug]/brand-route';
import FoldersPage, { foldersMetadata } from '../../folders/folders-view';
import HomePage, { homeMetadata } from '../../home-view';
import NewsCategoryPage, { routeMetadataOf as newsCategoryMetadata } from '../../nieuws/[categorySlug]/news-category-route';
import NewsPage, { routeMetadataOf as newsMetadata } from '../../nieuws/news-route';
import ProductPage, { routeMetadataOf as productMetadata } from '../../product/[productSlug]/product-route';
import ProfilePage, { routeMetadataOf as profileMetadata } from '../../profiel/[userId]/profile-route';
import PromoCategoryPage, { routeMetadataOf as promoCategoryMetadata } from '../../promos/[categorySlug]/promo-category-route';
import PromosPage, { routeMetadataOf as promosMetadata } from '../../promos/promos-route';
import StorePage, { routeMetadataOf as storeMetadata } from '../../store/[storeSlug]/store-route';
import WebshopPage, { routeMetadataOf as webshopMetadata } from '../../webshop/[webshopSlug]/webshop-route';

export type SearchParams = Record<string, string | string[] | undefined>;

/** What a list route's page and metadata receive: the same props as its own cached `page.tsx` gives them. */
export type ListRouteProps<R extends QueryViewRoute> = { params: Promise<RouteParams<R>>; searchParams: Promise<SearchParams> };

/** A list route's body module: its page and its metadata, each given the request's query here. */
export type ListRoute<R extends QueryViewRoute> = {
  Page: (props: ListRouteProps<R>) => Promise<ReactNode> | ReactNode;
  metadata: (props: ListRouteProps<R>) => Promise<Metadata>;
};

/**
 * Every list route's body but the folder viewer's (it has a query page of its own, see
 * OWN_QUERY_PAGE_ROUTE); the type makes a route missing from here a compile error.
 */
export const LIST_ROUTES: { [R in GenericQueryViewRoute]: ListRoute<R> } = {
  '/': { Page: HomePage, metadata: homeMetadata },
  '/promos': { Page: PromosPage, metadata: promosMetadata },
  '/promos/[categorySlug]': { Page: PromoCategoryPage, metadata: promoCategoryMetadata },
  '/folders': { Page: FoldersPage, metadata: foldersMetadata },
  '/store/[storeSlug]': { Page: StorePage, metadata: storeMetadata },
  '/webshop/[webshopSlug]': { Page: WebshopPage, metadata: webshopMetadata },
  '/brand/[brandSlug]': { Page: BrandPage, metadata: brandMetadata },
  '/product/[productSlug]': { Page: ProductPage, metadata: productMetadata },
  '/nieuws': { Page: NewsPage, metadata: newsMetadata },
  '/nieuws/[categorySlug]': { Page: NewsCategoryPage, metadata: newsCategoryMetadata },
  '/profiel/[userId]': { Page: ProfilePage, metadata: profileMetadata },
};
