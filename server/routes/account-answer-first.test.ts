import { eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp, type ApiApp } from '../app';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { createTestDb, type TestDbHandle } from '../db/test-db';
import { settleBackgroundMail } from '../services/accounts/account-mail';
import { call, configureAccounts, insertUser, mailLink, startSmtp, tempDataDir, type SmtpCatcher } from './account.fixtures';

/**
 * Reset and resend answer before anything depends on the address (account enumeration by timing):
 * up to the answer the database sees the same statements for every address; the lookup, the token
 * and the mail follow from the queue. (How long the answers take is measured by `npm run bench:timing`.)
 */

vi.setConfig({ testTimeout: 120_000 });

let h: TestDbHandle;
let app: ApiApp;
let smtp: SmtpCatcher;
let data: { dir: string; remove(): Promise<void> };
let restore: () => void;
const statements: string[] = [];

beforeAll(async () => {
  [h, smtp, data] = await Promise.all([createTestDb(), startSmtp(), tempDataDir()]);
  // The same database, with every statement the API sends written down.
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const db: Db = h.kind === 'pglite' ? drizzlePglite({ client: h.pglite, schema, logger }) : drizzlePostgres({ client: h.pool, schema, logger });
  app = createApiApp({ db });
});

beforeEach(() => {
  restore = configureAccounts({ smtpUrl: smtp.url, dataDir: data.dir });
});

afterEach(async () => {
  await settleBackgroundMail();
  restore();
});

afterAll(async () => {
  await Promise.all([h.close(), smtp.close(), data.remove()]);
});

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${(seq += 1)}@example.be`;

/** The statements a call sent before its answer came back. */
async function statementsUntilAnswer(path: string, email: string) {
  await settleBackgroundMail();
  statements.length = 0;
  const answer = await call(app, 'POST', path, { body: { email }, ip: `10.77.0.${seq}` });
  return { answer, sent: [...statements] };
}

const tokensOf = (userId: number) => h.db.select().from(schema.userTokens).where(eq(schema.userTokens.userId, userId));

describe.each([
  { path: '/password/email', purpose: 'password_reset', route: '/password/reset' },
  { path: '/resend-verification', purpose: 'email_verification', route: '/verify' },
] as const)('POST $path', ({ path, purpose, route }) => {
  it('does the same work up to the answer for a known and an unknown address; the mail follows from the queue', async () => {
    const email = uniqueEmail('known');
    const userId = await insertUser(h.db, { email, emailVerifiedAt: purpose === 'email_verification' ? null : new Date() });
    const tokenCount = async () => (await h.db.select().from(schema.userTokens)).length;

    const known = await statementsUntilAnswer(path, email);
    expect(known.answer.status).toBe(200);
    // Answered before the account was looked up: no token yet, no mail yet.
    expect(await tokensOf(userId)).toEqual([]);
    expect(smtp.messages.filter((mail) => mail.to.includes(email))).toEqual([]);

    await settleBackgroundMail();
    const [token] = await tokensOf(userId);
    expect(token?.purpose).toBe(purpose);
    const mail = await smtp.waitFor((message) => message.to.includes(email));
    expect(mailLink(mail, route).searchParams.get('token')).toMatch(/^[A-Za-z0-9]{48}$/);

    const before = await tokenCount();
    const unknown = await statementsUntilAnswer(path, uniqueEmail('unknown'));
    expect(unknown.answer).toMatchObject({ status: 200, body: known.answer.body });
    expect(unknown.sent).toEqual(known.sent);
    expect(known.sent.filter((statement) => /"users"|"user_tokens"/.test(statement))).toEqual([]);
    await settleBackgroundMail();
    expect(await tokenCount()).toBe(before);
  });
});
