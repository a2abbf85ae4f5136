import { Hono } from 'hono';
import { z } from 'zod';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS } from '@/lib/api/catalogue';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { pageRequest, paginated } from '../http/pagination';
import { validQuery } from '../http/validate';
import {
  findBrand,
  findCategory,
  findProduct,
  findStore,
  findWebshop,
  latestStores,
  latestWebshops,
  listBrands,
  listCategories,
  listProducts,
  listStores,
  listWebshops,
  popularCategories,
  searchWebshops,
} from '../services/catalogue';
import { catalogueContext as context, flag, idList, page, perPage, slugParam, text } from './list-query';

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
  .get('/categories', async (c) => c.json({ data: await listCategories(c.var.db, requestLocale(c)) }))
  .get('/categories/popular', async (c) => c.json({ data: await popularCategories(c.var.db, requestLocale(c)) }))
  .get('/category/:key', async (c) => {
    const key = slugParam(c, 'key', 'Category not found.');
    const category = await findCategory(c.var.db, key, requestLocale(c));
    if (!category) throw notFound('Category not found.');
    return c.json({ data: category });
  })

  // ---- Stores
  .get('/stores', async (c) => {
    const query = validQuery(c, storesQuery);
    const request = pageRequest(query.page, query.per_page);
    const { data, total } = await listStores(c.var.db, {
      ...context(c),
      page: request,
      sort: query.sort,
      q: query.q,
      paidOnly: query.filters.paid,
    });
    return c.json(paginated(data, request, total));
  })
  .get('/stores/latest-stores', async (c) => c.json({ data: await latestStores(c.var.db, context(c)) }))
  .get('/store/:slug', async (c) => {
    const store = await findStore(c.var.db, slugParam(c, 'slug', 'Store not found.'), context(c));
    if (!store) throw notFound('Store not found.');
    return c.json({ data: store });
  })

  // ---- Webshops
  .get('/webshops', async (c) => {
    const query = validQuery(c, listQuery);
    const request = pageRequest(query.page, query.per_page);
    const { data, total } = await listWebshops(c.var.db, { ...context(c), page: request, sort: query.sort, q: query.q });
    return c.json(paginated(data, request, total));
  })
  .get('/webshops/latest-webshops', async (c) => c.json({ data: await latestWebshops(c.var.db, context(c)) }))
  .get('/webshops/search', async (c) => {
    const { q } = validQuery(c, webshopSearchQuery);
    return c.json({ data: await searchWebshops(c.var.db, q, requestLocale(c)) });
  })
  .get('/webshop/:slug', async (c) => {
    const webshop = await findWebshop(c.var.db, slugParam(c, 'slug', 'Webshop not found.'), context(c));
    if (!webshop) throw notFound('Webshop not found.');
    return c.json({ data: webshop });
  })

  // ---- Brands and products
  .get('/brands', async (c) => {
    const query = validQuery(c, listQuery);
    const request = pageRequest(query.page, query.per_page);
    const { data, total } = await listBrands(c.var.db, { ...context(c), page: request, sort: query.sort, q: query.q });
    return c.json(paginated(data, request, total));
  })
  .get('/brand/:slug', async (c) => {
    const brand = await findBrand(c.var.db, slugParam(c, 'slug', 'Brand not found.'), context(c));
    if (!brand) throw notFound('Brand not found.');
    return c.json({ data: brand });
  })
  .get('/products', async (c) => {
    const query = validQuery(c, productsQuery);
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
  })
  .get('/product/:slug', async (c) => {
    const product = await findProduct(c.var.db, slugParam(c, 'slug', 'Product not found.'), context(c));
    if (!product) throw notFound('Product not found.');
    return c.json({ data: product });
  });
