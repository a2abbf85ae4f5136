/**
 * Why `npm run worker` must not start, or null when it may. On the embedded database the worker runs
 * inside `npm start`: a second process opening the same PGlite folder would corrupt it (PGlite has
 * no lock on its folder).
 */
export function workerRefusal(config: { DATABASE_URL?: string | undefined }): string | null {
  if (config.DATABASE_URL) return null;
  return [
    'npm run worker needs DATABASE_URL (a PostgreSQL database shared with the web processes).',
    'On the embedded database (DATABASE_URL empty) the job worker already runs inside `npm start`;',
    'a second process opening the same PGlite folder would corrupt it. Set DATABASE_URL, or just run `npm start`.',
  ].join('\n');
}
