import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiLogEntrySchema } from '@/lib/schemas/api-log';
import { databaseKind } from '../db/client';
import type { AppEnv } from '../http/context';
import { logger } from '../logger';
import { validationError, zodToFieldErrors } from '../http/errors';
import { readJsonBody } from '../http/validate';
import { clientIp } from '../http/request';

export const MAX_LOG_BODY_BYTES = 16 * 1024;

export const systemRoutes = new Hono<AppEnv>()
  /** Answers only once the database answers, so a load balancer never routes to a broken instance. */
  .get('/health', async (c) => {
    await c.var.db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const, database: databaseKind(c.var.db), time: new Date().toISOString() });
  })
  /** The browser's API client beacons failed calls here; they join the server's structured log. */
  .post('/log', async (c) => {
    const body = await readJsonBody(c, { maxLength: MAX_LOG_BODY_BYTES, tooLargeMessage: 'The log entry is too large.', invalidMessage: 'The log entry must be JSON.' });
    const parsed = apiLogEntrySchema.safeParse(body);
    if (!parsed.success) throw validationError(zodToFieldErrors(parsed.error));
    const { level: _level, event, at, ...fields } = parsed.data;
    logger.error(event, { ...fields, ip: fields.ip ?? clientIp(c), source: 'browser', at });
    return c.body(null, 204);
  });
