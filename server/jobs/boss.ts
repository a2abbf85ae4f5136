import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { logger } from '../logger';

/** pg-boss keeps its tables in their own schema; drizzle's migrations never touch it. */
export const BOSS_SCHEMA = 'pgboss';

/** Connections of pg-boss's own pool on PostgreSQL (the web requests keep theirs). */
const POSTGRES_POOL_SIZE = 3;

export type BossOptions = {
  /**
   * This process runs the maintenance (expiry, retention, dead letters) and turns schedules into
   * jobs. Off in tests (they drain queues themselves) and in prepare-cli, which only installs.
   */
  supervise: boolean;
};

function connectionString(handle: Extract<DatabaseHandle, { kind: 'postgres' }>): string {
  const url = handle.pool.options.connectionString;
  if (!url) throw new Error('jobs: the PostgreSQL pool has no connection string to give pg-boss');
  return url;
}

/**
 * The one place a PgBoss is made for a database: on PGlite it shares the single connection (pg-boss's
 * `fromPglite`; two processes can never share one PGlite folder), on PostgreSQL it opens its own
 * small pool on the same database. Listen/notify stays off: workers poll (JOBS_POLL_SECONDS), which
 * behaves the same on both and does not delay retries. Not started here.
 */
export function createBoss(handle: DatabaseHandle, options: BossOptions): PgBoss {
  const common = {
    schema: BOSS_SCHEMA,
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
    useListenNotify: false,
  } as const;
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ ...common, backend: 'pglite', db: fromPglite(handle.pglite) })
      : new PgBoss({ ...common, backend: 'postgres', connectionString: connectionString(handle), max: POSTGRES_POOL_SIZE });
  boss.on('error', (error: Error) => logger.error('jobs_error', { message: error.message }));
  boss.on('warning', (warning: { message: string }) => logger.warn('jobs_warning', { message: warning.message }));
  return boss;
}
