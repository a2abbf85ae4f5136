import { Hono } from 'hono';
import { z } from 'zod';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS } from '@/lib/api/catalogue';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { pageRequest, paginated } from '../http/pagination';
import { slugParam } from '@/lib/schemas/route-params';
import { endpoint } from '../http/endpoint';
import { findBrand, listBrands } from '../services/catalogue/brands';
import { findCategory, listCategories, popularCategories } from '../services/catalogue/categories';
import { findProduct, listProducts } from '../services/catalogue/products';
import { findStore, latestStores, listStores } from '../services/catalogue/stores';
import { findWebshop, latestWebshops, listWebshops, searchWebshops } from '../services/catalogue/webshops';
import { catalogueContext as context, flag, idList, page, perPage, text } from './list-query';

const listQuery = z.object({
  page,
  per_page: perPage(CATALOGUE_PAGE_SIZE),
  sort: z.enum(CATALOGUE_SORTS).default('popular'),
  q: text,
});

const storesQuery = listQuery.extend({
  filters: z.object({ paid: flag }).default({ paid: false }),
});

const productsQuery = listQuery.extend({
  filters: z.object({ brands: idList.optional(), categories: idList.optional() }).default({}),
});

const webshopSearchQuery = z.object({ q: text });

/** Categories, stores, webshops, brands and products. Folders and profiles have their own modules. */
export const catalogueRoutes = new Hono<AppEnv>()
  // ---- Categories
  .get('/categories', endpoint({ summary: 'All categories.' }, async (c) => c.json({ data: await listCategories(c.var.db, requestLocale(c)) })))
  .get('/categories/popular', endpoint({ summary: 'The popular categories.' }, async (c) => c.json({ data: await popularCategories(c.var.db, requestLocale(c)) })))
  .get('/category/:key', endpoint({ summary: 'One category by slug.', params: { key: slugParam }, missing: 'Category not found.' }, async (c, { params }) => {
    const category = await findCategory(c.var.db, params.key, requestLocale(c));
    if (!category) throw notFound('Category not found.');
    return c.json({ data: category });
  }))

  // ---- Stores
  .get('/stores', endpoint({ summary: 'Stores, paged.', query: storesQuery }, async (c, { query }) => {
    const request = pageRequest(query.page, query.per_page);
    const { data, total } = await listStores(c.var.db, {
      ...context(c),
      page: request,
      sort: query.sort,
      q: query.q,
      paidOnly: query.filters.paid,
    });
    return c.json(paginated(data, request, total));
  }))
  .get('/stores/latest-stores', endpoint({ summary: 'The latest stores.' }, async (c) => c.json({ data: await latestStores(c.var.db, context(c)) })))
  .get('/store/:slug', endpoint({ summary: 'One store by slug.', params: { slug: slugParam }, missing: 'Store not found.' }, async (c, { params }) => {
    const store = await findStore(c.var.db, params.slug, context(c));
    if (!store) throw notFound('Store not found.');
    return c.json({ data: store });
  }))

  // ---- Webshops
  .get('/webshops', endpoint({ summary: 'Webshops, paged.', query: listQuery }, async (c, { query }) => {
    const request = pageRequest(query.page, query.per_page);
    const { data, total } = await listWebshops(c.var.db, { ...context(c), page: request, sort: query.sort, q: query.q });
    return c.json(paginated(data, request, total));
  }))
  .get('/webshops/latest-webshops', endpoint({ summary: 'The latest webshops.' }, async (c) => c.json({ data: await latestWebshops(c.var.db, context(c)) })))
  .get('/webshops/search', endpoint({ summary: 'Webshop suggestions for a search text.', query: webshopSearchQuery }, async (c, { query }) => {
    return c.json({ data: await searchWebshops(c.var.db, query.q, requestLocale(c)) });
  }))
  .get('/webshop/:slug', endpoint({ summary: 'One webshop by slug.', params: { slug: slugParam }, missing: 'Webshop not found.' }, async (c, { params }) => {
    const webshop = await findWebshop(c.var.db, params.slug, context(c));
    if (!webshop) throw notFound('Webshop not found.');
    return c.json({ data: webshop });
  }))

  // ---- Brands and products
  .get('/brands', endpoint({ summary: 'Brands, paged.', query: listQuery }, async (c, { query }) => {
    const request = pageRequest(query.page, query.per_page);
    const { data, total } = await listBrands(c.var.db, { ...context(c), page: request, sort: query.sort, q: query.q });
    return c.json(paginated(data, request, total));
  }))
  .get('/brand/:slug', endpoint({ summary: 'One brand by slug.', params: { slug: slugParam }, missing: 'Brand not found.' }, async (c, { params }) => {
    const brand = await findBrand(c.var.db, params.slug, context(c));
    if (!brand) throw notFound('Brand not found.');
    return c.json({ data: brand });
  }))
  .get('/products', endpoint({ summary: 'Products, paged.', query: productsQuery }, async (c, { query }) => {
    const request = pageRequest(query.page, query.per_page);
    const { data, total } = await listProducts(c.var.db, {
      ...context(c),
      page: request,
      sort: query.sort,
      q: query.q,
      brandIds: query.filters.brands ?? [],
      categoryIds: query.filters.categories ?? [],
    });
    return c.json(paginated(data, request, total));
  }))
  .get('/product/:slug', endpoint({ summary: 'One product by slug.', params: { slug: slugParam }, missing: 'Product not found.' }, async (c, { params }) => {
    const product = await findProduct(c.var.db, params.slug, context(c));
    if (!product) throw notFound('Product not found.');
    return c.json({ data: product });
  }));
