/** The browser API's run-time configuration, kept apart from the client so setting it loads no HTTP library. */
export type BrowserApiConfig = { baseURL: string; domain: string };

let config: BrowserApiConfig = { baseURL: '/api', domain: typeof location === 'undefined' ? 'localhost' : location.hostname };
let version = 0;

/** Called once by the app providers with the run-time public configuration. */
export function configureBrowserApi(next: BrowserApiConfig): void {
  if (next.baseURL === config.baseURL && next.domain === config.domain) return;
  config = next;
  version += 1;
}

export function browserApiConfig(): { config: BrowserApiConfig; version: number } {
  return { config, version };
}
