import type { CacheTag } from '@/lib/api/cache-tags';
import type { Db } from '../db/client';
import type { SiteJobQueue } from '../jobs/open';

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
    /** The job queue of this database, started on first use (ApiDeps.jobs); resolve it before opening a transaction. */
    jobs: () => Promise<SiteJobQueue>;
  };
};

/** Receives the cache tags (lib/api/cache-tags.ts) of the content a request changed. */
export type ContentChangeListener = (tags: readonly CacheTag[]) => void;
