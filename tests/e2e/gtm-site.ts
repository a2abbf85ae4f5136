import type { PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

// A second production server of the same build, started with a (fake) GTM_ID, for the consent spec
// only: setting GTM_ID on the shared e2e server would show the consent banner over every other
// spec's pages. GTM_ID is read when a page renders (lib/env.ts, publicConfig), so the same build
// serves it; playwright.config.ts starts it once for the whole run beside the shared server
// (tests/e2e/gtm-server.ts), with its own database and its own copy of the build: the cached pages
// carry the public config, so a page rendered here must never be served by the shared server, nor
// the reverse.

export const FAKE_GTM_ID = 'GTM-TEST123';

/** The GTM server listens 50 ports above the shared one. */
export function gtmSiteURL(mainPort: number): string {
  return `http://localhost:${mainPort + 50}`;
}

/** Its webServer entry: `env` is the shared server's, which this one takes over but for its own address, data and GTM_ID. */
export function gtmWebServer(mainPort: number, env: Record<string, string>): WebServer {
  const baseURL = gtmSiteURL(mainPort);
  return {
    command: 'node node_modules/.bin/tsx tests/e2e/gtm-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets start.mjs close its database and gtm-server.ts remove its copy of the build.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      ...env,
      PORT: String(mainPort + 50),
      SITE_URL: baseURL,
      DATA_DIR: `${env.DATA_DIR}-gtm`,
      NEXT_DIST_DIR: '.next-consent-gtm',
      DATABASE_URL: '',
      GTM_ID: FAKE_GTM_ID,
    },
  };
}
