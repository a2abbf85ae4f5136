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
    /** Tells the site which of its cached pages show content that just changed (ApiDeps.onContentChange). */
    contentChanged: ContentChangeListener;
  };
};

/** Receives the site paths (both locales) of cached pages whose content a request changed. */
export type ContentChangeListener = (paths: readonly string[]) => void;
