import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_RECORD_ID, pageNumberParam, perPageParam, routeParam, slugParam as slugSchema } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { MAX_PER_PAGE } from '../http/pagination';
import { belgianToday } from '@/lib/dates/belgian-day';
import { cleanText } from '../services/catalogue/input';

/** Query fields shared by the catalogue, folder and profile routes, and the context their services take. */

const MAX_TEXT_LENGTH = 200;
const MAX_FILTER_IDS = 50;

export const page = pageNumberParam;

export const perPage = (fallback: number) => perPageParam(fallback, MAX_PER_PAGE);

export const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');

export const text = z
  .string()
  .max(MAX_TEXT_LENGTH)
  .optional()
  .transform((value) => cleanText(value ?? ''));

/** `f[x][]=1&f[x][]=2`, or a single `f[x]=1`, as a list of ids. */
export const idList = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(z.coerce.number().int().positive().max(MAX_RECORD_ID)).max(MAX_FILTER_IDS),
);

export { MAX_TEXT_LENGTH };

export function slugParam(c: Context<AppEnv>, name: string, message: string): string {
  const slug = routeParam(slugSchema, c.req.param(name) ?? '');
  if (slug === null) throw notFound(message);
  return slug;
}

export function catalogueContext(c: Context<AppEnv>) {
  return { locale: requestLocale(c), userId: c.var.userId, today: belgianToday() };
}
