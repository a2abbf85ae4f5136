import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { SMTPServer } from 'smtp-server';
import sharp from 'sharp';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { hashPassword } from '../services/passwords';
import { accountRateLimiter } from '../services/accounts/rate-limit';
import { overrideAccountConfig, type AccountConfig } from '../services/accounts/config';

/**
 * Test support for the account routes: real local stand-ins for every integration (an SMTP server
 * that receives the mail, JWKS endpoints with locally generated keys, a Graph API and a reCAPTCHA
 * siteverify), plus small builders. Nothing of ours is mocked: the API runs as in production, with
 * its configuration pointed at these servers.
 */

export const GOOGLE_CLIENT_ID = 'test-google-client.apps.googleusercontent.com';
export const APPLE_CLIENT_ID = 'be.dealwijzer.test';
export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'facebook-test-secret';
export const RECAPTCHA_SECRET = 'recaptcha-test-secret';
export const SITE_URL = 'http://site.test';
export const PASSWORD = 'Correct-horse-battery-9';

// ---- Fake third parties on one local HTTP server

type FacebookUser = { id: string; name?: string; email?: string; first_name?: string; last_name?: string; app_id?: string };

export type FakeServices = {
  url: string;
  googleJwksUrl: string;
  appleJwksUrl: string;
  graphUrl: string;
  recaptchaUrl: string;
  /** Signs an ID token with the Google (or Apple) key, or with a key the JWKS does not know. */
  signGoogle(claims: JWTPayload, options?: { rogue?: boolean; expiresIn?: string }): Promise<string>;
  signApple(claims: JWTPayload, options?: { rogue?: boolean; expiresIn?: string }): Promise<string>;
  /** Registers a Facebook access token for a Graph user. */
  facebookToken(token: string, user: FacebookUser): void;
  recaptchaRequests: Array<Record<string, string>>;
  graphRequests: string[];
  close(): Promise<void>;
};

async function readRequestBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

async function publicJwk(pair: KeyPair, kid: string): Promise<JWK> {
  return { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
}

export async function startFakeServices(): Promise<FakeServices> {
  const google = await generateKeyPair('RS256');
  const apple = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const googleJwks = { keys: [await publicJwk(google, 'google-1')] };
  const appleJwks = { keys: [await publicJwk(apple, 'apple-1')] };
  const facebookTokens = new Map<string, FacebookUser>();
  const recaptchaRequests: Array<Record<string, string>> = [];
  const graphRequests: string[] = [];

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/google/certs') return json(200, googleJwks);
      if (url.pathname === '/apple/keys') return json(200, appleJwks);
      if (url.pathname === '/recaptcha/siteverify' && request.method === 'POST') {
        const form = Object.fromEntries(new URLSearchParams(await readRequestBody(request)));
        recaptchaRequests.push(form);
        if (form.secret !== RECAPTCHA_SECRET) return json(200, { success: false, 'error-codes': ['invalid-input-secret'] });
        if (form.response === 'human') return json(200, { success: true, score: 0.9, action: 'login' });
        if (form.response === 'bot') return json(200, { success: true, score: 0.1, action: 'login' });
        return json(200, { success: false, 'error-codes': ['invalid-input-response'] });
      }
      if (url.pathname === '/graph/debug_token') {
        graphRequests.push(url.pathname);
        if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
          return json(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
        }
        const user = facebookTokens.get(url.searchParams.get('input_token') ?? '');
        if (!user) return json(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid token' } } });
        return json(200, { data: { is_valid: true, app_id: user.app_id ?? FACEBOOK_APP_ID, user_id: user.id, type: 'USER' } });
      }
      if (url.pathname === '/graph/me') {
        graphRequests.push(url.pathname);
        const token = url.searchParams.get('access_token') ?? '';
        const user = facebookTokens.get(token);
        if (!user) return json(400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
        if (url.searchParams.get('appsecret_proof') !== createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex')) {
          return json(400, { error: { message: 'Invalid appsecret_proof provided in the API argument', code: 100 } });
        }
        const { app_id: _appId, ...profile } = user;
        return json(200, profile);
      }
      return json(404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const sign = async (pair: KeyPair, kid: string, issuer: string, audience: string, claims: JWTPayload, options: { rogue?: boolean; expiresIn?: string }) => {
    const key = options.rogue ? rogue.privateKey : pair.privateKey;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(claims.iss ?? issuer)
      .setAudience(claims.aud ?? audience)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(key);
  };

  return {
    url,
    googleJwksUrl: `${url}/google/certs`,
    appleJwksUrl: `${url}/apple/keys`,
    graphUrl: `${url}/graph`,
    recaptchaUrl: `${url}/recaptcha/siteverify`,
    signGoogle: (claims, options = {}) => sign(google, 'google-1', 'https://accounts.google.com', GOOGLE_CLIENT_ID, claims, options),
    signApple: (claims, options = {}) => sign(apple, 'apple-1', 'https://appleid.apple.com', APPLE_CLIENT_ID, claims, options),
    facebookToken: (token, user) => facebookTokens.set(token, user),
    recaptchaRequests,
    graphRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- A real SMTP server that keeps what it receives

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

export type SmtpCatcher = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (received now or later) that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The subject and the decoded text/plain part of a raw message (enough for these tests; no MIME library needed). */
export function parseMail(raw: string): { subject: string; text: string } {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  const part = /content-type:\s*text\/plain[^\n]*\r?\n(?:[^\r\n]+\r?\n)*?content-transfer-encoding:\s*([\w-]+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const encoding = part?.[1]?.toLowerCase() ?? '7bit';
  const body = part?.[2] ?? '';
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { subject, text };
}

export async function startSmtp(): Promise<SmtpCatcher> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<{ predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, ...parseMail(raw) };
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (predicate, timeoutMs = 10_000) => {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of a mailed message that points at a site route. */
export function mailLink(mail: { text: string }, route: '/verify' | '/password/reset' | '/fr/verify' | '/fr/password/reset'): URL {
  const match = new RegExp(`${SITE_URL.replace(/[.]/g, '\\.')}${route}\\?[^\\s]+`).exec(mail.text);
  if (!match) throw new Error(`no ${route} link in mail:\n${mail.text}`);
  return new URL(match[0]);
}

// ---- Configuration

export type TestConfigOptions = {
  fake?: FakeServices;
  smtpUrl?: string | null;
  dataDir: string;
  recaptcha?: boolean;
  now?: () => Date;
};

/** Points the account API at the local fakes; returns the restore function. */
export function configureAccounts(options: TestConfigOptions): () => void {
  const fake = options.fake;
  const partial: Partial<AccountConfig> = {
    siteUrl: SITE_URL,
    dataDir: options.dataDir,
    smtpUrl: options.smtpUrl ?? null,
    mailFrom: 'Dealwijzer <no-reply@dealwijzer.test>',
    recaptcha: options.recaptcha && fake ? { secret: RECAPTCHA_SECRET, verifyUrl: fake.recaptchaUrl, minScore: 0.5 } : null,
    google: fake ? { clientId: GOOGLE_CLIENT_ID, jwksUrl: fake.googleJwksUrl } : null,
    apple: fake ? { clientId: APPLE_CLIENT_ID, jwksUrl: fake.appleJwksUrl } : null,
    facebook: fake ? { appId: FACEBOOK_APP_ID, appSecret: FACEBOOK_APP_SECRET, graphUrl: fake.graphUrl } : null,
  };
  if (options.now) partial.now = options.now;
  accountRateLimiter.reset();
  return overrideAccountConfig(partial);
}

export async function tempDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'account-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

// ---- Rows

let emailSequence = 0;
/** An address no other test of the process uses. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${(emailSequence += 1)}@example.be`;

let passwordHash: Promise<string> | null = null;
/** The hash of PASSWORD, computed once per test file (scrypt is slow by design). */
export function passwordHashOnce(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

export type UserInput = Partial<typeof schema.users.$inferInsert> & { email: string };

export async function insertUser(db: Db, input: UserInput): Promise<number> {
  const [row] = await db
    .insert(schema.users)
    .values({
      fname: 'Test',
      lname: 'Gebruiker',
      passwordHash: await passwordHashOnce(),
      emailVerifiedAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
      ...input,
    })
    .returning({ id: schema.users.id });
  if (!row) throw new Error('user not inserted');
  await db.insert(schema.pointsAccounts).values({ userId: row.id, available: 40, total: 55 });
  return row.id;
}

/** A small real image of the given format. */
export async function sampleImage(format: 'png' | 'jpeg', size = 64): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 30, b: 60 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** The final registration call's body with sensible defaults (`POST /register`). */
export function registrationBody(email: string, password: string, extra: Record<string, unknown> = {}) {
  return {
    provider: 'email',
    email,
    fname: 'Sofie',
    lname: 'De Smet',
    password,
    password_confirmation: password,
    terms: true,
    policy: true,
    is_subscribed: true,
    gender: 0,
    ...extra,
  };
}
