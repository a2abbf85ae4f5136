import { Hono } from 'hono';
import { z } from 'zod';
import { FOLDER_INCLUDES, FOLDER_STATUSES, FOLDERS_PAGE_SIZE, type FolderInclude } from '@/lib/api/folders';
import { folderSlugParam, recordIdParam, slugParam } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { pageRequest, paginated } from '../http/pagination';
import { endpoint } from '../http/endpoint';
import { findFolder, findStoreFolder } from '../services/folders/find';
import { listFolders } from '../services/folders/list';
import { catalogueContext as context, flag, idList, MAX_TEXT_LENGTH, page, perPage } from './list-query';

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
  .get(
    '/store/:slug/folders/:folderSlug',
    endpoint(
      { summary: "A store's folder by its address (start date).", params: { slug: slugParam, folderSlug: folderSlugParam }, missing: 'Folder not found.' },
      async (c, { params }) => {
        const folder = await findStoreFolder(c.var.db, params.slug, params.folderSlug, context(c));
        if (!folder) throw notFound('Folder not found.');
        return c.json({ data: folder });
      },
    ),
  )
  .get('/folders', endpoint({ summary: 'Folders, paged, with facets on request.', query: foldersQuery }, async (c, { query }) => {
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
  }))
  .get(
    '/folders/:id',
    endpoint({ summary: 'One folder by id.', params: { id: recordIdParam }, missing: 'Folder not found.', query: folderQuery }, async (c, { params, query }) => {
      const folder = await findFolder(c.var.db, params.id, query.include ?? DEFAULT_FOLDER_INCLUDES, context(c));
      if (!folder) throw notFound('Folder not found.');
      return c.json({ data: folder });
    }),
  );
