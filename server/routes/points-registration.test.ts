import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { seedBonusActions } from '../db/seed/catalogue';
import { useApiHarness } from '../test-support/api-harness';
import { registrationBody } from './account.fixtures';

/** The registration bonus of GET /bonus-actions, credited in the registration transaction (docs/points.md). */

// scrypt (N = 2^17) makes a registration take around a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const api = useApiHarness({ accounts: { fake: true, smtp: true, clock: true }, seed: seedBonusActions });

let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

async function pointsOf(email: string) {
  const [user] = await api.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  const userId = user?.id ?? 0;
  const [account] = await api.db.select().from(schema.pointsAccounts).where(eq(schema.pointsAccounts.userId, userId));
  const ledger = await api.db
    .select({ action: schema.pointsLedger.bonusActionType, impact: schema.pointsLedger.impact, type: schema.pointsLedger.bonusableType })
    .from(schema.pointsLedger)
    .where(eq(schema.pointsLedger.userId, userId));
  return { available: account?.available, total: account?.total, ledger };
}

describe('registration bonus', () => {
  it('credits the advertised registration bonus once on e-mail registration', async () => {
    const bonus = (await api.data<{ type: string; impact_on_balance: number }[]>('/bonus-actions')).find((action) => action.type === 'registration');
    expect(bonus?.impact_on_balance).toBe(5);
    const email = `bonus.${next()}@example.be`;
    const result = await api.call('POST', '/register', { body: registrationBody(email, 'Mijn-nieuwe-wachtwoord-2026') });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(await pointsOf(email)).toEqual({ available: 5, total: 5, ledger: [{ action: 'registration', impact: 5, type: null }] });
  });

  it('credits it on social sign-up too, visible as account.available', async () => {
    const sub = `google-${next()}`;
    const email = `lena.${sub}@gmail.example`;
    const idToken = await api.fake.signGoogle({ sub, email, email_verified: true, name: 'Lena Peeters', given_name: 'Lena', family_name: 'Peeters' });
    const check = await api.call('POST', '/register/social/google/check', { body: { googleAuthToken: idToken } });
    const registered = await api.call('POST', '/register/social/google', {
      body: { cache_id: check.body.cache_id, terms: true, policy: true, is_subscribed: false, gender: 1, birthday: '1988-09-17', postal_code: '8000' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(await pointsOf(email)).toEqual({ available: 5, total: 5, ledger: [{ action: 'registration', impact: 5, type: null }] });
    const token = (registered.body.data as { token: string }).token;
    const me = await api.call<{ data: { account: { available: number } } }>('GET', '/me?include=account', { token });
    expect(me.body.data.account.available).toBe(5);
  });
});
