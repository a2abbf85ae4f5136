import { Hono } from 'hono';
import { z } from 'zod';
import { FOLDER_INCLUDES, FOLDER_STATUSES, FOLDERS_PAGE_SIZE, type FolderInclude } from '@/lib/api/folders';
import { folderSlugParam, routeParam } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { pageRequest, paginated } from '../http/pagination';
import { idParam, validQuery } from '../http/validate';
import { findFolder, findStoreFolder, listFolders } from '../services/folders';
import { catalogueContext as context, flag, idList, MAX_TEXT_LENGTH, page, perPage, slugParam } from './list-query';

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

const DEFAULT_FOLDER_INCLUDES: FolderInclude[] = ['store', 'pages'];

/** Retailer folders: the list with its facets, one folder by id, and one by its store and date address. */
export const folderRoutes = new Hono<AppEnv>()
  .get('/store/:slug/folders/:folderSlug', async (c) => {
    const slug = slugParam(c, 'slug', 'Folder not found.');
    const folderSlug = routeParam(folderSlugParam, c.req.param('folderSlug'));
    if (folderSlug === null) throw notFound('Folder not found.');
    const folder = await findStoreFolder(c.var.db, slug, folderSlug, context(c));
    if (!folder) throw notFound('Folder not found.');
    return c.json({ data: folder });
  })
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
  });
