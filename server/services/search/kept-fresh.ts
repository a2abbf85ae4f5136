import type { Db } from '../../db/client';
import { logger } from '../../logger';

/**
 * A value read from a database and kept in memory per database (the search engine's catalogue, words
 * and vocabulary: docs/search.md, "Warm-up and refresh"). Built once; once older than `ttlMs` it is
 * rebuilt in the background while callers keep getting the one they had, so no request waits for a
 * rebuild after the first build. A failed rebuild keeps the old value and is tried again on the next
 * call; a failed first build is forgotten, so the next call tries again.
 */
export type KeptFresh<T> = {
  (db: Db): Promise<T>;
  /** Starts (or joins) a build without waiting: for the warm-up at server start. */
  warm(db: Db): void;
};

type Entry<T> = { at: number; value: Promise<T>; rebuilding: boolean };

export function keptFresh<T>(name: string, ttlMs: number, build: (db: Db) => Promise<T>): KeptFresh<T> {
  const entries = new WeakMap<Db, Entry<T>>();

  const first = (db: Db): Promise<T> => {
    const started = Date.now();
    const value = build(db);
    const entry: Entry<T> = { at: started, value, rebuilding: false };
    entries.set(db, entry);
    value.then(
      () => logger.info('search_data_built', { name, ms: Date.now() - started }),
      (error: unknown) => {
        if (entries.get(db) === entry) entries.delete(db);
        logger.error('search_data_failed', { name, message: error instanceof Error ? error.message : String(error) });
      },
    );
    return value;
  };

  const rebuild = (db: Db, entry: Entry<T>): void => {
    entry.rebuilding = true;
    const started = Date.now();
    build(db).then(
      (fresh) => {
        if (entries.get(db) === entry) entries.set(db, { at: started, value: Promise.resolve(fresh), rebuilding: false });
      },
      (error: unknown) => {
        entry.rebuilding = false;
        logger.error('search_data_failed', { name, message: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  const get = (db: Db): Promise<T> => {
    const entry = entries.get(db);
    if (!entry) return first(db);
    if (!entry.rebuilding && Date.now() - entry.at >= ttlMs) rebuild(db, entry);
    return entry.value;
  };

  return Object.assign(get, {
    warm(db: Db) {
      get(db).catch(() => undefined);
    },
  });
}
