import path from 'node:path';
import { env, siteUrl } from '@/lib/env';
import type { SocialProvider } from '@/lib/schemas/account';

/**
 * What the account API needs from configuration, resolved per request from `env()` so nothing is read
 * at import time. A social provider or reCAPTCHA without its settings is null: switched off, never faked.
 */
export type AccountConfig = {
  siteUrl: string;
  dataDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  recaptcha: { secret: string; verifyUrl: string; minScore: number } | null;
  google: { clientId: string; jwksUrl: string } | null;
  apple: { clientId: string; jwksUrl: string } | null;
  facebook: { appId: string; appSecret: string; graphUrl: string } | null;
  /** Outgoing HTTP (reCAPTCHA, Graph API, JWKS). */
  fetch: typeof fetch;
  now: () => Date;
};

function fromEnv(): AccountConfig {
  const config = env();
  return {
    siteUrl: siteUrl(),
    dataDir: config.DATA_DIR,
    smtpUrl: config.SMTP_URL ?? null,
    mailFrom: config.MAIL_FROM,
    recaptcha: config.RECAPTCHA_SECRET
      ? { secret: config.RECAPTCHA_SECRET, verifyUrl: config.RECAPTCHA_VERIFY_URL, minScore: config.RECAPTCHA_MIN_SCORE }
      : null,
    google: config.GOOGLE_CLIENT_ID ? { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL } : null,
    apple: config.APPLE_CLIENT_ID ? { clientId: config.APPLE_CLIENT_ID, jwksUrl: config.APPLE_JWKS_URL } : null,
    facebook:
      config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
        ? { appId: config.FACEBOOK_APP_ID, appSecret: config.FACEBOOK_APP_SECRET, graphUrl: config.FACEBOOK_GRAPH_URL }
        : null,
    fetch: (input, init) => fetch(input, init),
    now: () => new Date(),
  };
}

let override: Partial<AccountConfig> | null = null;

/** The account settings in force: the environment, with a test's override on top. */
export function accountConfig(): AccountConfig {
  const base = fromEnv();
  return override ? { ...base, ...override } : base;
}

/**
 * Tests point the integrations at local fakes and move the clock. Returns a function that restores
 * the environment's settings.
 */
export function overrideAccountConfig(partial: Partial<AccountConfig>): () => void {
  override = { ...(override ?? {}), ...partial };
  return () => {
    override = null;
  };
}

export function mailOutboxDir(config: AccountConfig): string {
  return path.resolve(config.dataDir, 'mail');
}

export function uploadsDir(config: AccountConfig): string {
  return path.resolve(config.dataDir, 'uploads');
}

export function enabledProviders(config: AccountConfig): Record<SocialProvider, boolean> {
  return { google: config.google !== null, facebook: config.facebook !== null, apple: config.apple !== null };
}
