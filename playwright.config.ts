import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { parseEnv } from './lib/env';
import type { E2eOptions } from './tests/e2e/fixtures';
import { gtmWebServer } from './tests/e2e/gtm-site';
import { E2E_SMTP_PORT } from './tests/e2e/mail-settings';
import { E2E_APP_MIN_VERSION } from './tests/e2e/app-versions';
import { E2E_OPERATOR_TOKEN } from './tests/e2e/operator-token';

const port = Number(process.env.E2E_PORT ?? 3210);
// E2E_BASE_URL points the specs at a server that is already running (a developer's dev server).
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${port}`;
// Debian's Chromium (Playwright cannot download its own browser here); override with CHROME_PATH. Its
// headless shell first, as Playwright itself does for headless runs: the same engine without the
// browser's UI layers, and the run is bound by the CPU (docs/architecture.md, Tests).
const chromiumPath =
  parseEnv(process.env).CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

const launchOptions = {
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Tests run in all four projects (see `projects`). */
const MATRIX_TAG = /@matrix/;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions };
// Pixel 7 emulation runs in Chromium (the iPhone presets would ask for WebKit).
const phone = { ...devices['Pixel 7'], launchOptions };

/** The e2e server's environment. */
const serverEnv: Record<string, string> = {
  PORT: String(port),
  SITE_URL: baseURL,
  DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
  LOG_LEVEL: 'warn',
  // The specs play the one proxy in front of the site: an X-Forwarded-For they send names the
  // visitor, so each project has its own per-IP rate limits (tests/e2e/account.spec.ts).
  TRUST_PROXY_HOPS: '1',
  // The header bell asks for unread notifications every 2 s instead of 3 min (tests/e2e/notifications.spec.ts).
  NOTIFICATIONS_POLL_SECONDS: '2',
  // Switches the operator routes on for the specs that publish as an operator (tests/e2e/operator-helpers.ts).
  OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
  // Every mail through real SMTP, to the catcher of tests/e2e/global-setup.ts (it keeps them in DATA_DIR/mail).
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  // Minimum app versions for tests/e2e/app-webview.spec.ts: only a user agent with the apps' token
  // (sent by that spec alone) is compared, so no other spec sees a difference.
  APP_MIN_VERSION_IOS: E2E_APP_MIN_VERSION.ios,
  APP_MIN_VERSION_ANDROID: E2E_APP_MIN_VERSION.android,
  NEXT_TELEMETRY_DISABLED: '1',
};

export default defineConfig<E2eOptions>({
  testDir: './tests/e2e',
  // The local SMTP catcher the e2e server mails through (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    // Recording a trace for every test cost about a tenth of the run's time (docs/architecture.md, Tests);
    // on CI a failing test runs again with one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // Every test runs in nl-desktop and fr-phone, so each language and each viewport is covered once.
  // The other two combinations run only the tests tagged `@matrix`: those where the language and the
  // viewport together change what is on the page (the header and menus). This keeps the CI within
  // its time budget (docs/architecture.md, Tests).
  projects: [
    { name: 'nl-desktop', use: { ...desktop, lang: 'nl', locale: 'nl-BE' } },
    { name: 'fr-desktop', grep: MATRIX_TAG, use: { ...desktop, lang: 'fr', locale: 'fr-BE' } },
    { name: 'nl-phone', grep: MATRIX_TAG, use: { ...phone, lang: 'nl', locale: 'nl-BE' } },
    { name: 'fr-phone', use: { ...phone, lang: 'fr', locale: 'fr-BE' } },
  ],
  // The shared server, and the consent spec's second server of the same build with a GTM_ID (tests/e2e/gtm-site.ts).
  webServer: external
    ? undefined
    : [
        {
          command: 'node scripts/start.mjs',
          url: `${baseURL}/api/health`,
          timeout: 240_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: serverEnv,
        },
        gtmWebServer(port, serverEnv),
      ],
});
