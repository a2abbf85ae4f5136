export async function register(): Promise<void> {
  // Load the API mount at start-up so server rendering can call it in-process from the first request.
  // Not during `next build`: pages that need data are rendered per request, never at build time.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await import('./app/api/[[...route]]/route');
    // The job worker runs in this process (on the embedded database it must: one process per PGlite
    // folder). Not awaited: a failure is logged and retried by the first request that enqueues.
    const { getJobs } = await import('./server/jobs/runtime');
    void getJobs().catch(() => undefined);
    // The search engine's words, built in the background so the first search does not wait for them.
    const [{ getDb }, { warmSearchInBackground }] = await Promise.all([
      import('./server/db/client'),
      import('./server/services/search/warm-up'),
    ]);
    warmSearchInBackground(getDb);
  }
}
