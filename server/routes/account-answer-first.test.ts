import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { loggingDb, useApiHarness } from '../test-support/api-harness';
import { insertUser, mailLink } from './account.fixtures';

/**
 * Reset and resend answer before anything depends on the address (account enumeration by timing):
 * up to the answer the database sees the same statements for every address; the lookup, the token
 * and the mail follow from the queue. (How long the answers take is measured by `npm run bench:timing`.)
 */

vi.setConfig({ testTimeout: 120_000 });

const statements: string[] = [];
const api = useApiHarness({
  accounts: { smtp: true },
  // The same database, with every statement the API sends written down.
  deps: (handle) => ({ db: loggingDb(handle, (query) => statements.push(query)) }),
});

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${(seq += 1)}@example.be`;

/** The statements a call sent before its answer came back. */
async function statementsUntilAnswer(path: string, email: string) {
  await api.runJobs();
  statements.length = 0;
  const answer = await api.call('POST', path, { body: { email }, ip: `10.77.0.${seq}` });
  return { answer, sent: [...statements] };
}

const tokensOf = (userId: number) => api.db.select().from(schema.userTokens).where(eq(schema.userTokens.userId, userId));

describe.each([
  { path: '/password/email', purpose: 'password_reset', route: '/password/reset' },
  { path: '/resend-verification', purpose: 'email_verification', route: '/verify' },
] as const)('POST $path', ({ path, purpose, route }) => {
  it('does the same work up to the answer for a known and an unknown address; the mail follows from the queue', async () => {
    const email = uniqueEmail('known');
    const userId = await insertUser(api.db, { email, emailVerifiedAt: purpose === 'email_verification' ? null : new Date() });
    const tokenCount = async () => (await api.db.select().from(schema.userTokens)).length;

    const known = await statementsUntilAnswer(path, email);
    expect(known.answer.status).toBe(200);
    // Answered before the account was looked up: no token yet, no mail yet.
    expect(await tokensOf(userId)).toEqual([]);
    expect(api.smtp.messages.filter((mail) => mail.to.includes(email))).toEqual([]);

    await api.runJobs();
    const [token] = await tokensOf(userId);
    expect(token?.purpose).toBe(purpose);
    const mail = await api.smtp.waitFor((message) => message.to.includes(email));
    expect(mailLink(mail, route).searchParams.get('token')).toMatch(/^[A-Za-z0-9]{48}$/);

    const before = await tokenCount();
    const unknown = await statementsUntilAnswer(path, uniqueEmail('unknown'));
    expect(unknown.answer).toMatchObject({ status: 200, body: known.answer.body });
    expect(unknown.sent).toEqual(known.sent);
    expect(known.sent.filter((statement) => /"users"|"user_tokens"/.test(statement))).toEqual([]);
    await api.runJobs();
    expect(await tokenCount()).toBe(before);
  });
});
