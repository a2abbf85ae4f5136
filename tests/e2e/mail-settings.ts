import path from 'node:path';

/**
 * Where the e2e run's mail goes: the e2e server sends through real SMTP (SMTP_URL, playwright.config.ts)
 * to the local catcher that global-setup.ts starts, which keeps each message as an .eml file in MAIL_DIR,
 * where the specs read them (account-helpers.ts). The specs and the config run outside the app, so
 * lib/env.ts does not apply.
 */
/* eslint-disable no-restricted-properties */
export const E2E_MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'mail'));

/** The catcher's port: E2E_SMTP_PORT, else the site's port + 2000 (each lane's E2E_PORT gets its own). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 2000);

/** Specs against a server started elsewhere (E2E_BASE_URL) read that server's mail folder; no catcher. */
export const E2E_EXTERNAL = Boolean(process.env.E2E_BASE_URL);
/* eslint-enable no-restricted-properties */
