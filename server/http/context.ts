import type { CacheTag } from '@/lib/api/cache-tags';
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
    /** Tells the site which content just changed, by cache tag (ApiDeps.onContentChange). */
    contentChanged: ContentChangeListener;
  };
};

/** Receives the cache tags (lib/api/cache-tags.ts) of the content a request changed. */
export type ContentChangeListener = (tags: readonly CacheTag[]) => void;
