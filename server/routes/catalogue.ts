import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS } from '@/lib/api/catalogue';
import { FOLDER_INCLUDES, FOLDER_STATUSES, FOLDERS_PAGE_SIZE, splitFolderSlug, type FolderInclude } from '@/lib/api/folders';
import { belgianToday, isIsoDate } from '@/lib/dates/belgian-day';
import { requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { notFound, validationError } from '../http/errors';
import { pick, requestLocale } from '../http/locale';
import { MAX_PAGE, MAX_PER_PAGE, pageRequest, paginated } from '../http/pagination';
import { idParam, validQuery } from '../http/validate';
import { findBrand, listBrands } from '../services/catalogue/brands';
import { findCategory, listCategories, popularCategories } from '../services/catalogue/categories';
import { cleanSlug, cleanText } from '../services/catalogue/input';
import { findProduct, listProducts } from '../services/catalogue/products';
import { findStore, latestStores, listStores } from '../services/catalogue/stores';
import { findWebshop, latestWebshops, listWebshops, searchWebshops } from '../services/catalogue/webshops';
import { findFolder, findStoreFolder } from '../services/folders/find';
import { listFolders } from '../services/folders/list';
import { findProfile, setFollowing, usersCount } from '../services/profile';

const MAX_TEXT_LENGTH = 200;
const MAX_FILTER_IDS = 50;

const page = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);
const perPage = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((value) => Math.min(value, MAX_PER_PAGE));

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');

const text = z
  .string()
  .max(MAX_TEXT_LENGTH)
  .optional()
  .transform((value) => cleanText(value ?? ''));

/** `f[x][]=1&f[x][]=2`, or a single `f[x]=1`, as a list of ids. */
const idList = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(MAX_FILTER_IDS),
);

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

const includeList = z
  .string()
  .max(MAX_TEXT_LENGTH)
  .transform((value, ctx) => {
    const parts = [...new Set(value.split(',').map((part) => part.trim()).filter(Boolean))];
    const unknown = parts.filter((part) => !(FOLDER_INCLUDES as readonly string[]).includes(part));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `The include must only contain: ${FOLDER_INCLUDES.join(', ')}.`,
      });
      return z.NEVER;
    }
    return parts as FolderInclude[];
  });

const foldersQuery = z.object({
  page,
  per_page: perPage(FOLDERS_PAGE_SIZE),
  include: includeList.optional(),
  include_filters: flag,
  status: z.enum(FOLDER_STATUSES).default('current'),
  filters: z.object({ categories: idList.optional(), stores: idList.optional() }).default({}),
});

const folderQuery = z.object({ include: includeList.optional() });

const webshopSearchQuery = z.object({ q: text });

const profileQuery = z.object({ compact: flag });

const DEFAULT_FOLDER_INCLUDES: FolderInclude[] = ['store', 'pages'];

function slugParam(c: Context<AppEnv>, name: string, message: string): string {
  const slug = cleanSlug(c.req.param(name));
  if (slug === null) throw notFound(message);
  return slug;
}

function context(c: Context<AppEnv>) {
  return { locale: requestLocale(c), userId: c.var.userId, today: belgianToday() };
}

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
  .get('/store/:slug/folders/:folderSlug', async (c) => {
    const slug = slugParam(c, 'slug', 'Folder not found.');
    const folderSlug = c.req.param('folderSlug');
    const parts = splitFolderSlug(folderSlug);
    if (!parts || !isIsoDate(parts.date)) throw notFound('Folder not found.');
    const folder = await findStoreFolder(c.var.db, slug, folderSlug, context(c));
    if (!folder) throw notFound('Folder not found.');
    return c.json({ data: folder });
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
  })

  // ---- Folders
  .get('/folders', async (c) => {
    const query = validQuery(c, foldersQuery);
    const request = pageRequest(query.page, query.per_page);
    const { data, total, facets } = await listFolders(c.var.db, {
      ...context(c),
      page: request,
      status: query.status,
      include: query.include ?? [],
      includeFilters: query.include_filters,
      categoryIds: query.filters.categories ?? [],
      storeIds: query.filters.stores ?? [],
    });
    return c.json(paginated(data, request, total, facets ?? {}));
  })
  .get('/folders/:id', async (c) => {
    const id = idParam(c, 'id', 'Folder not found.');
    const { include } = validQuery(c, folderQuery);
    const folder = await findFolder(c.var.db, id, include ?? DEFAULT_FOLDER_INCLUDES, context(c));
    if (!folder) throw notFound('Folder not found.');
    return c.json({ data: folder });
  })

  // ---- Users
  .get('/users-count', async (c) => c.json({ users_count: await usersCount(c.var.db) }))
  .get('/profile/:userId', async (c) => {
    const id = idParam(c, 'userId', 'User not found.');
    const { compact } = validQuery(c, profileQuery);
    const profile = await findProfile(c.var.db, id, { viewerId: c.var.userId, compact });
    if (!profile) throw notFound('User not found.');
    return c.json({ data: profile });
  })
  .get('/profile/:userId/follow', (c) => follow(c, true))
  .get('/profile/:userId/unfollow', (c) => follow(c, false));

/** Follow or unfollow; answers the member's profile as the follower now sees it. */
async function follow(c: Context<AppEnv>, following: boolean) {
  // A malformed id is a 404 before anything else, as for guests on every other route.
  const id = idParam(c, 'userId', 'User not found.');
  const viewerId = requireUser(c);
  if (following && id === viewerId) {
    const message = pick(requestLocale(c), 'Je kunt jezelf niet volgen.', 'Vous ne pouvez pas vous suivre vous-même.');
    throw validationError({ user: [message] });
  }
  if (!(await setFollowing(c.var.db, viewerId, id, following))) throw notFound('User not found.');
  const profile = await findProfile(c.var.db, id, { viewerId, compact: false });
  if (!profile) throw notFound('User not found.');
  return c.json({ data: profile });
}
