import type { ApiClient } from './client';

let browserModule: Promise<typeof import('./browser')> | undefined;

/**
 * The browser's API client, loaded on first use. The HTTP client (axios) is not part of a page's
 * first load: a guest who never loads more results or signs in never downloads it.
 *
 *     const api = await loadBrowserApi();
 *     await getFeedItems(api, { page: 2 });
 */
export async function loadBrowserApi(): Promise<ApiClient> {
  browserModule ??= import('./browser');
  return (await browserModule).getBrowserApi();
}

/** Runs `apply` with the browser module once it is loaded (e.g. to register the log's user id). */
export async function withBrowserModule(apply: (module: typeof import('./browser')) => void): Promise<void> {
  browserModule ??= import('./browser');
  apply(await browserModule);
}
