/** The minimum app versions the e2e server runs with (playwright.config.ts), read by tests/e2e/app-webview.spec.ts. */
export const E2E_APP_MIN_VERSION = { ios: '3.2.0', android: '2.5' } as const;
