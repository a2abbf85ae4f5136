import type { Db } from '../../db/client';
import { catalogueOf } from './catalogue-index';
import { searchWordsOf } from './vocabulary';

/** How often the kept search data is checked; each is rebuilt in the background once it is 10 minutes old. */
const CHECK_MS = 60_000;

/**
 * Builds the search engine's catalogue, words and vocabulary at server start (about 2.5 s at bench
 * scale, which the first suggestion paid before), without making start wait, and keeps them fresh
 * in the background so no request pays for a rebuild either (docs/search.md, "Warm-up and refresh").
 * Called by the server entry points (instrumentation.ts, server/standalone.ts), not by tests.
 */
export function warmSearchInBackground(database: () => Promise<Db>): void {
  const warm = () =>
    database().then(
      (db) => {
        catalogueOf.warm(db);
        searchWordsOf.warm(db);
      },
      // The database is not there yet (or failed to open): its own logging says why; next check retries.
      () => undefined,
    );
  void warm();
  setInterval(() => void warm(), CHECK_MS).unref();
}
