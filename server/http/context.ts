import type { Db } from '../db/client';

/**
 * The Hono environment of every API router: `new Hono<AppEnv>()`, then `c.var.db` in handlers.
 * Routers own further variables by extending this type.
 */
export type AppEnv = {
  Variables: {
    db: Db;
    /** The signed-in user (from the bearer token), or null for a guest. */
    userId: number | null;
  };
};
