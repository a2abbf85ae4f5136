import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { createUserToken, issueAccessToken } from '../services/accounts/tokens';
import { verifyPassword } from '../services/passwords';
import { useApiHarness } from '../test-support/api-harness';
import { PASSWORD, insertUser } from './account.fixtures';

/**
 * Password reset, password change and social linking are all or nothing: a database failure between
 * their statements (raised here by a trigger, in a real database) leaves the account as it was.
 */

// scrypt (N = 2^17) makes every password check take around a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const api = useApiHarness({
  accounts: { fake: true },
  seed: (db) =>
    db.execute(
      sql.raw(`create function injected_failure() returns trigger language plpgsql as $$
    begin raise exception 'injected failure on %', tg_table_name; end $$`),
    ),
});

afterEach(async () => {
  await api.db.execute(sql.raw('drop trigger if exists fail_here on access_tokens'));
  await api.db.execute(sql.raw('drop trigger if exists fail_here on users'));
});

/** From now on, every statement of this kind on this table fails. */
async function failOn(event: 'delete' | 'update', table: 'access_tokens' | 'users'): Promise<void> {
  await api.db.execute(sql.raw(`create trigger fail_here before ${event} on ${table} for each statement execute function injected_failure()`));
}

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${(seq += 1)}@example.be`;
const NEW_PASSWORD = 'A-brand-new-passphrase';

async function storedHash(userId: number): Promise<string> {
  const [user] = await api.db.select({ hash: schema.users.passwordHash }).from(schema.users).where(eq(schema.users.id, userId));
  return user?.hash ?? '';
}

describe('a failure half-way changes nothing', () => {
  it('password reset: the password, the link and the sessions stay as they were', async () => {
    const email = uniqueEmail('reset');
    const userId = await insertUser(api.db, { email });
    const session = await issueAccessToken(api.db, userId, new Date());
    const token = await createUserToken(api.db, userId, 'password_reset', new Date(Date.now() + 60 * 60 * 1000));
    const before = await storedHash(userId);

    await failOn('delete', 'access_tokens');
    const body = { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await api.call('POST', '/password/reset', { body })).status).toBe(500);

    expect(await storedHash(userId)).toBe(before);
    expect((await api.call('GET', '/me', { token: session })).status).toBe(200);
    // The link was not used up, so it still works once the database is healthy again.
    await api.db.execute(sql.raw('drop trigger fail_here on access_tokens'));
    expect((await api.call('POST', '/password/reset', { body })).status).toBe(200);
    expect(await verifyPassword(NEW_PASSWORD, await storedHash(userId))).toBe(true);
    expect((await api.call('GET', '/me', { token: session })).status).toBe(401);
  });

  it('password change in the settings: the password and the other sessions stay as they were', async () => {
    const email = uniqueEmail('change');
    const userId = await insertUser(api.db, { email });
    const current = await issueAccessToken(api.db, userId, new Date());
    const other = await issueAccessToken(api.db, userId, new Date());
    const before = await storedHash(userId);

    await failOn('delete', 'access_tokens');
    const changed = await api.call('PUT', '/me/settings', {
      token: current,
      body: { settings: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, newsletter: true } },
    });
    expect(changed.status).toBe(500);

    const [user] = await api.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user?.passwordHash).toBe(before);
    expect(user?.isSubscribed).toBe(false);
    expect((await api.call('GET', '/me', { token: other })).status).toBe(200);
    expect((await api.call('GET', '/me', { token: current })).status).toBe(200);
  });

  it('social linking: no link without the verification it brings', async () => {
    const email = uniqueEmail('link');
    const userId = await insertUser(api.db, { email, emailVerifiedAt: null });
    const idToken = await api.fake.signGoogle({ sub: `google-${Date.now()}-${seq}`, email, email_verified: true, name: 'Linked User' });

    await failOn('update', 'users');
    expect((await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } })).status).toBe(500);

    expect(await api.db.select().from(schema.socialAccounts).where(eq(schema.socialAccounts.userId, userId))).toEqual([]);
    const [user] = await api.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user?.emailVerifiedAt).toBeNull();
    expect(await api.db.select().from(schema.accessTokens).where(eq(schema.accessTokens.userId, userId))).toEqual([]);
  });
});
