import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiLogEntrySchema } from '@/lib/schemas/api-log';
import { currentBuildId } from '@/lib/build/build-id';
import { databaseKind } from '../db/client';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { clientIp } from '../http/request';
import { endpoint } from '../http/endpoint';
import { validJson } from '../http/validate';
import { logger } from '../logger';
import { RateLimiter, type RateRule } from '../services/accounts/rate-limit';

/** A page that keeps failing beacons a few entries a second at most; more is noise or a flood. */
export const LOG_RATE_RULE: RateRule = { name: 'log:ip', limit: 60, windowMs: 60_000 };
/** The log endpoint's own counts (tests reset them). */
export const logRateLimiter = new RateLimiter();

export const systemRoutes = new Hono<AppEnv>()
  /** Answers only once the database answers, so a load balancer never routes to a broken instance. */
  .get(
    '/health',
    endpoint({ summary: 'Health: answers once the database answers.' }, async (c) => {
      await c.var.db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, database: databaseKind(c.var.db), time: new Date().toISOString() });
    }),
  )
  /** The site build this server runs: open tabs compare it with their own (docs/app-shell.md, New builds). */
  .get(
    '/build-id',
    endpoint({ summary: 'The id of the site build this server runs (null without a build).' }, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { build_id: currentBuildId() } });
    }),
  )
  /**
   * The browser's API client beacons failed calls here; they join the server's structured log. The
   * address and time are the server's own: what the caller says about them is not recorded.
   */
  .post(
    '/log',
    // The rate limit counts every entry, valid or not, so the body is checked in the handler, after it.
    endpoint({ summary: 'A failed browser call, for the server log.', documentedBody: { schema: apiLogEntrySchema }, success: { status: 204, empty: true }, refusals: [413, 429] }, async (c) => {
    const ip = clientIp(c)?.slice(0, 64) ?? 'unknown';
    const retryAfter = logRateLimiter.hit([{ rule: LOG_RATE_RULE, key: ip }], Date.now());
    if (retryAfter !== null) {
      throw new HttpError(429, `Too many log entries. Try again in ${retryAfter} seconds.`, undefined, { 'Retry-After': String(retryAfter) });
    }
    const { level, event, ip: _claimedIp, at: _claimedAt, ...fields } = await validJson(c, apiLogEntrySchema);
    logger[level](event, { ...fields, ip, source: 'browser' });
    return c.body(null, 204);
    }),
  );
