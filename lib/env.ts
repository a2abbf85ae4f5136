import { z } from 'zod';
import { COOKIE_DOMAIN_PATTERN } from './cookies/cookie-domain';

/**
 * The one place that reads the environment. Every setting is validated once; a bad value fails fast
 * with a message naming the variable. Mirrors `.env.example`.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
/** An app version the apps' user agent token carries: dot-separated numbers (docs/app-shell.md, Environments). */
const optionalAppVersion = (key: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(/^\d+(\.\d+){0,3}$/, `${key} must be a version like 3.4.1`).optional());
const storeUrl = (fallback: string) => z.preprocess(emptyToUndefined, z.url({ protocol: /^https$/, error: 'must be an https:// address' }).default(fallback));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  API_BASE_URL: z.preprocess(emptyToUndefined, z.string().default('/api')),
  SITE_DOMAIN: z.preprocess(emptyToUndefined, z.string().default('localhost')),
  /** The parent domain cookies are shared on (`dealwijzer.be`); empty = each host keeps its own. */
  COOKIE_DOMAIN: z.preprocess(
    emptyToUndefined,
    z.string().regex(COOKIE_DOMAIN_PATTERN, 'COOKIE_DOMAIN must be a domain name like dealwijzer.be').optional(),
  ),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (leave it empty for the embedded database)')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
  /** Tests only: a PostgreSQL server (any existing database, e.g. /postgres) on which each test gets its own database. Empty = PGlite. */
  TEST_DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^postgres(ql)?:\/\//, 'TEST_DATABASE_URL must start with postgres://').optional(),
  ),
  /** Tools only: the Chromium of the end-to-end specs, bench:web and scripts/screenshots.mjs (the scripts read it themselves). */
  CHROME_PATH: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Dealwijzer <no-reply@localhost>')),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_VERIFY_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.google.com/recaptcha/api/siteverify')),
  /** reCAPTCHA v3 scores run from 0 (bot) to 1 (human); logins scoring lower are refused. */
  RECAPTCHA_MIN_SCORE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(0.5)),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.preprocess(emptyToUndefined, z.url().default('https://graph.facebook.com/v21.0')),
  APPLE_CLIENT_ID: optionalString,
  APPLE_JWKS_URL: z.preprocess(emptyToUndefined, z.url().default('https://appleid.apple.com/auth/keys')),
  GTM_ID: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^GTM-[A-Z0-9]+$/, 'GTM_ID must look like GTM-XXXXXXX').optional(),
  ),
  UPLOADS_DRIVER: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  /** Reverse proxies in front of the app that append to X-Forwarded-For; 0 = exposed directly, the socket's address counts (read by scripts/front-server.mjs). */
  TRUST_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  FRONT_CACHE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60).default(2)),
  /** How often a job worker looks for new jobs, in seconds (retries and schedules are seen at the next look). */
  JOBS_POLL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.5).max(300).default(2)),
  /** Switches the operator routes (/api/operator/…) on; callers send it as a bearer token. Empty = the routes do not exist. */
  OPERATOR_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'OPERATOR_TOKEN must be at least 16 characters').optional()),
  /** How many posts a member may create per hour; the next one answers 429 (docs/posting.md, Moderation). */
  POSTS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(5)),
  /** Members (ids, comma-separated) whose wizard uploads a chosen picture at once, without the rotation preview (docs/post-wizard.md). */
  POST_ROTATION_SKIP_USER_IDS: z.preprocess(
    (value) => emptyToUndefined(typeof value === 'string' ? value.replace(/\s+/g, '') : value),
    z.string().regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'POST_ROTATION_SKIP_USER_IDS must be member ids separated by commas').optional(),
  ),
  /** Signs the manage and unsubscribe links of deal-alert mails. Empty = a random key kept in DATA_DIR (one server only). */
  ALERT_LINK_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'ALERT_LINK_SECRET must be at least 32 characters').optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
  /** How often a signed-in browser asks for its unread notifications (every 3 minutes by default); the end-to-end specs shorten it. */
  NOTIFICATIONS_POLL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(1).max(3600).default(180)),
  /** The oldest app version the site still serves, per platform; older apps get the update dialog. Empty = no minimum. */
  APP_MIN_VERSION_IOS: optionalAppVersion('APP_MIN_VERSION_IOS'),
  APP_MIN_VERSION_ANDROID: optionalAppVersion('APP_MIN_VERSION_ANDROID'),
  /** The apps' store pages (the update dialog's link; the visitor's language is added in each store's own way). */
  APP_STORE_URL_IOS: storeUrl('https://apps.apple.com/be/search?term=Dealwijzer'),
  APP_STORE_URL_ANDROID: storeUrl('https://play.google.com/store/search?q=Dealwijzer&c=apps'),
});

export type Env = z.infer<typeof schema>;

/** Every setting the app reads; `.env.example` documents exactly these (a test checks it). */
export const ENV_KEYS = Object.keys(schema.shape).filter((key) => key !== 'NODE_ENV');

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The id of the running build: next.config.ts inlines a fresh one into every build. Data-cache keys
 * carry it (lib/cache/cached.ts), as Next keeps `unstable_cache` entries across rebuilds.
 */
export function buildId(): string {
  return process.env.DEALWIJZER_BUILD_ID ?? 'development';
}

/** The member ids of POST_ROTATION_SKIP_USER_IDS (none when unset). */
export function postRotationSkipUserIds(): readonly number[] {
  return env().POST_ROTATION_SKIP_USER_IDS?.split(',').map(Number) ?? [];
}

/** The absolute address of the site, used for canonical URLs, JSON-LD and server-side API calls. */
export function siteUrl(): string {
  const config = env();
  return (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/** Settings the browser needs at run time; passed down from the root layout so one build serves any deployment. */
export type PublicConfig = {
  apiBaseUrl: string;
  siteDomain: string;
  /** The parent domain of the site's cookies, null for host-only cookies (lib/cookies/cookie-domain.ts). */
  cookieDomain: string | null;
  siteUrl: string;
  recaptchaSiteKey: string | null;
  googleClientId: string | null;
  facebookAppId: string | null;
  appleClientId: string | null;
  gtmId: string | null;
  /** Milliseconds between two unread-notification checks of the header bell. */
  notificationsPollMs: number;
  /** The apps' minimum versions and store pages (the update dialog, docs/app-shell.md). */
  appMinVersion: { ios: string | null; android: string | null };
  appStoreUrl: { ios: string; android: string };
};

export function publicConfig(): PublicConfig {
  const config = env();
  return {
    apiBaseUrl: config.API_BASE_URL,
    siteDomain: config.SITE_DOMAIN,
    cookieDomain: config.COOKIE_DOMAIN ?? null,
    siteUrl: siteUrl(),
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    facebookAppId: config.FACEBOOK_APP_ID ?? null,
    appleClientId: config.APPLE_CLIENT_ID ?? null,
    gtmId: config.GTM_ID ?? null,
    notificationsPollMs: config.NOTIFICATIONS_POLL_SECONDS * 1000,
    appMinVersion: { ios: config.APP_MIN_VERSION_IOS ?? null, android: config.APP_MIN_VERSION_ANDROID ?? null },
    appStoreUrl: { ios: config.APP_STORE_URL_IOS, android: config.APP_STORE_URL_ANDROID },
  };
}
