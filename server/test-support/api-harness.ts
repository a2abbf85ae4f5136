import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { createApiApp, type ApiApp, type ApiDeps } from '../app';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { DEMO_LOGIN, seedDemo } from '../db/seed';
import { createTestDb, type TestDbHandle } from '../db/test-db';
import { sha256Hex } from '../http/auth';
import type { DrainOptions, DrainResult } from '../jobs/drain';
import type { SiteJobQueue } from '../jobs/open';
import { testJobs, type TestJobs } from './job-harness';
import {
  PASSWORD,
  configureAccounts,
  startFakeServices,
  startSmtp,
  tempDataDir,
  type FakeServices,
  type SmtpCatcher,
  type TestConfigOptions,
} from '../routes/account.fixtures';

/**
 * The one harness for API tests: a fresh migrated database (PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set; see server/db/test-db.ts) and the whole API app over it, opened in
 * `beforeAll` and closed in `afterAll` of the describe block (or file) that calls it. Requests go
 * through `app.request()`: no server, nothing of ours mocked.
 *
 *     const api = useApiHarness({ seed: async (db) => { s = await seedCatalogue(db); } });
 *     it('…', async () => expect((await api.get('/categories')).status).toBe(200));
 */

const HOUR_MS = 3_600_000;

/**
 * The demo catalogue's dates are relative to the moment of seeding, while the routes judge "current"
 * by the wall clock: the start of the current hour is close to the real one and the same all hour.
 */
export const DEMO_NOW = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);

/** A stored password hash that matches nothing: hashing the demo passwords (scrypt) is slow and unneeded in most tests. */
export const UNUSABLE_PASSWORD_HASH = `scrypt$${'0'.repeat(16)}`;

export type RequestOptions = {
  /** The `Language` header; the harness default unless given, none when null. */
  locale?: string | null;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** The client address the front layer would have set. */
  ip?: string;
  /** Sent as JSON (with its content type). */
  body?: unknown;
  /** Sent as it is (no content type unless in `headers`). */
  raw?: BodyInit;
  headers?: Record<string, string>;
};

export type JsonResult<T = Record<string, unknown> & { message?: string; errors?: Record<string, string[]> }> = {
  status: number;
  body: T;
  headers: Headers;
};

export type AccountsOptions = {
  /** Local stand-ins for Google, Apple, Facebook and reCAPTCHA (`api.fake`). */
  fake?: boolean;
  /** A real SMTP server that keeps what it receives (`api.smtp`). */
  smtp?: boolean;
  /** The accounts' clock reads `api.clock`, set to the real time before each test. */
  clock?: boolean;
};

export type HarnessOptions = {
  /** Fills the fresh database before the app answers (runs once, in `beforeAll`). */
  seed?: (db: Db, handle: TestDbHandle) => Promise<unknown>;
  /** Seeds the demo catalogue at DEMO_NOW, with passwords that match nothing. */
  demo?: boolean;
  /** More of the app's dependencies, or another database over the same connection (see loggingDb). */
  deps?: (handle: TestDbHandle) => Partial<ApiDeps>;
  /** The `Language` header of requests that do not give one ('nl' unless set; null: none). */
  locale?: string | null;
  /**
   * The account API pointed at local fakes before each test (and restored after it, once the
   * jobs it queued have run), with a temporary data folder for uploads and mail files.
   */
  accounts?: AccountsOptions;
  /** How long setting up may take (seeding the demo catalogue is slow on a busy machine). */
  timeoutMs?: number;
};

export type ApiHarness = {
  readonly app: ApiApp;
  readonly db: Db;
  readonly handle: TestDbHandle;
  /** A raw request to `/api{path}` with the harness's headers. */
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** A request whose answer is read as JSON (`{ raw }` when it is not). */
  call<T = JsonResult['body']>(method: string, path: string, options?: RequestOptions): Promise<JsonResult<T>>;
  get<T = JsonResult['body']>(path: string, options?: RequestOptions): Promise<JsonResult<T>>;
  /** GET that must answer 200; its body. */
  ok<T>(path: string, options?: RequestOptions): Promise<T>;
  /** GET that must answer 200; its body's `data`. */
  data<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The typed site client (lib/api) talking to this app. */
  client(options?: { locale?: string; token?: string | null }): ApiClient;
  /** A bearer token for a user, as the API hands them out (`id|secret`, only the hash stored). */
  tokenFor(userId: number): Promise<string>;
  /** A bearer token of the demo member (with `demo: true`). */
  demoToken(): Promise<string>;
  /** Another app over the same database that counts the statements it sends. */
  countingApp(): {
    app: ApiApp;
    queries(): number;
    reset(): void;
    /** The statements one GET (which must answer 200) sends. */
    queriesFor(path: string, options?: RequestOptions): Promise<number>;
  };
  /** Signs in through `POST /token`; the token. */
  login(email: string, password?: string): Promise<string>;
  // ---- with `accounts`
  readonly fake: FakeServices;
  readonly smtp: SmtpCatcher;
  readonly dataDir: string;
  /** The accounts' clock in ms (with `accounts.clock`); move it with `api.clock += …`. */
  clock: number;
  /** Points the account API elsewhere for the rest of this test (on top of the harness's setting). */
  configureAccounts(overrides: Partial<TestConfigOptions>): void;
  // ---- jobs (server/jobs): nothing runs by itself
  /** This database's job queue (started on first use; no worker). */
  jobs(): Promise<SiteJobQueue>;
  /** Runs every queued job with the production handlers, round after round until none is left. */
  runJobs(options?: DrainOptions): Promise<DrainResult>;
};

/** A bearer token for a user, as the API hands them out: `id|secret`, only the hash stored. */
export async function issueTestToken(db: Db, userId: number): Promise<string> {
  const secret = randomBytes(24).toString('hex');
  const [row] = await db
    .insert(schema.accessTokens)
    .values({ userId, tokenHash: sha256Hex(secret) })
    .returning({ id: schema.accessTokens.id });
  if (!row) throw new Error('token not inserted');
  return `${row.id}|${secret}`;
}

/** A second drizzle database over the same connection that tells `logQuery` every statement it sends. */
export function loggingDb(handle: TestDbHandle, logQuery: Logger['logQuery']): Db {
  const logger: Logger = { logQuery };
  return handle.kind === 'pglite'
    ? drizzlePglite({ client: handle.pglite, schema, logger })
    : drizzlePostgres({ client: handle.pool, schema, logger });
}

function requestInit(method: string, options: RequestOptions, defaultLocale: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const locale = options.locale === undefined ? defaultLocale : options.locale;
  if (locale !== null) headers.Language = locale;
  Object.assign(headers, options.headers);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.ip) headers[CLIENT_ADDRESS_HEADER] = options.ip;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return { method, headers, body };
}

/** Registers the set-up and tear-down hooks in the calling scope; the fields are readable in tests. */
export function useApiHarness(options: HarnessOptions = {}): ApiHarness {
  const defaultLocale = options.locale === undefined ? 'nl' : options.locale;
  const accounts = options.accounts;
  let handle: TestDbHandle | undefined;
  let app: ApiApp | undefined;
  let fake: FakeServices | undefined;
  let smtp: SmtpCatcher | undefined;
  let data: { dir: string; remove(): Promise<void> } | undefined;
  let restore: (() => void) | undefined;
  let clock = 0;
  let jobs: TestJobs | undefined;

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`api harness: ${what} is not ready (read it inside a test or hook)`);
    return value;
  };

  const baseConfig = (): TestConfigOptions => ({
    fake,
    smtpUrl: smtp?.url ?? null,
    dataDir: ready(data, 'the data folder').dir,
    ...(accounts?.clock ? { now: () => new Date(clock) } : {}),
  });

  beforeAll(async () => {
    [handle, fake, smtp, data] = await Promise.all([
      createTestDb(),
      accounts?.fake ? startFakeServices() : undefined,
      accounts?.smtp ? startSmtp() : undefined,
      accounts ? tempDataDir() : undefined,
    ]);
    if (options.demo) {
      await seedDemo(handle.db, { now: DEMO_NOW, passwordHashes: { demo: UNUSABLE_PASSWORD_HASH, second: UNUSABLE_PASSWORD_HASH } });
    }
    await options.seed?.(handle.db, handle);
    const opened = handle;
    // The accounts' clock, when the test moves it, holds for the jobs too (tokens in mails).
    jobs = testJobs(() => opened, () => (accounts?.clock ? { clock: () => new Date(clock) } : {}));
    // Account routes enqueue mail: started up front, so no request pays for it.
    if (accounts) await jobs.get();
    app = createApiApp({ db: handle.db, jobs: jobs.get, ...options.deps?.(handle) });
  }, options.timeoutMs);

  afterAll(async () => {
    // The queue before its database: pg-boss may still be using the connection.
    await jobs?.close();
    await Promise.all([handle?.close(), fake?.close(), smtp?.close(), data?.remove()]);
  });

  if (accounts) {
    beforeEach(() => {
      clock = Date.now();
      restore = configureAccounts(baseConfig());
    });
    afterEach(async () => {
      // What a test queued runs with its own settings, not the next test's.
      await jobs?.run();
      restore?.();
    });
  }

  const harness: ApiHarness = {
    get app() {
      return ready(app, 'the app');
    },
    get db() {
      return ready(handle, 'the database').db;
    },
    get handle() {
      return ready(handle, 'the database');
    },
    get fake() {
      return ready(fake, 'the fake services (accounts.fake)');
    },
    get smtp() {
      return ready(smtp, 'the SMTP server (accounts.smtp)');
    },
    get dataDir() {
      return ready(data, 'the data folder (accounts)').dir;
    },
    get clock() {
      return clock;
    },
    set clock(value: number) {
      clock = value;
    },
    jobs: () => ready(jobs, 'the job queue').get(),
    runJobs: (drainOptions) => ready(jobs, 'the job queue').run(drainOptions),
    configureAccounts(overrides) {
      restore?.();
      restore = configureAccounts({ ...baseConfig(), ...overrides });
    },
    async request(method, path, requestOptions = {}) {
      return harness.app.request(`/api${path}`, requestInit(method, requestOptions, defaultLocale));
    },
    async call<T>(method: string, path: string, requestOptions: RequestOptions = {}) {
      const response = await harness.request(method, path, requestOptions);
      const text = await response.text();
      let body: unknown = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = { raw: text };
      }
      const result = { status: response.status, body: body as T } as JsonResult<T>;
      // Not enumerable, so `toEqual({ status, body })` compares what the test states.
      Object.defineProperty(result, 'headers', { value: response.headers, enumerable: false });
      return result;
    },
    get: (path, requestOptions) => harness.call('GET', path, requestOptions),
    async ok<T>(path: string, requestOptions?: RequestOptions) {
      const { status, body } = await harness.get<T>(path, requestOptions);
      expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
      return body;
    },
    async data<T>(path: string, requestOptions?: RequestOptions) {
      return (await harness.ok<{ data: T }>(path, requestOptions)).data;
    },
    client(clientOptions = {}) {
      return createApiClient({
        baseURL: 'http://localhost/api',
        domain: 'deals.test',
        locale: () => clientOptions.locale ?? defaultLocale ?? 'nl',
        token: () => clientOptions.token ?? null,
        retryDelayMs: 0,
        fetch: (input, init) => Promise.resolve(harness.app.request(input instanceof Request ? input : new Request(input, init))),
      });
    },
    countingApp() {
      let queries = 0;
      const db = loggingDb(harness.handle, () => {
        queries += 1;
      });
      const app = createApiApp({ db, jobs: ready(jobs, 'the job queue').get });
      return {
        app,
        queries: () => queries,
        reset: () => {
          queries = 0;
        },
        async queriesFor(path, requestOptions = {}) {
          queries = 0;
          const response = await app.request(`/api${path}`, requestInit('GET', { locale: null, ...requestOptions }, defaultLocale));
          expect(response.status, path).toBe(200);
          return queries;
        },
      };
    },
    tokenFor: (userId) => issueTestToken(harness.db, userId),
    async demoToken() {
      const [user] = await harness.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, DEMO_LOGIN.email));
      if (!user) throw new Error('no demo member: use the harness with demo: true');
      return harness.tokenFor(user.id);
    },
    async login(email, password = PASSWORD) {
      const result = await harness.call<{ data?: { token?: string } }>('POST', '/token', { body: { email, password, g_recaptcha: null } });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const token = result.body.data?.token;
      if (!token) throw new Error('login answered no token');
      return token;
    },
  };
  return harness;
}
