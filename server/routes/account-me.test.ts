import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cacheTags } from '@/lib/api/cache-tags';
import { sha256Hex } from '../http/auth';
import { verifyPassword } from '../services/passwords';
import { useApiHarness } from '../test-support/api-harness';
import * as schema from '../db/schema';
import { PASSWORD, insertUser, uniqueEmail } from './account.fixtures';

/** The session user: GET and PUT /me, settings, deletion requests, the demo login and hostile input. */

// scrypt (N = 2^17) makes every login and registration take around a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/** The cache tags the API reported as changed (the site invalidates its pages by them). */
const changed: string[] = [];
const api = useApiHarness({ accounts: { fake: true, clock: true }, deps: () => ({ onContentChange: (tags) => changed.push(...tags) }) });

/** POST_ROTATION_SKIP_USER_IDS as the operator set it (none unless a test says otherwise). */
const rotationSkip = vi.hoisted(() => ({ ids: [] as number[] }));
vi.mock('@/lib/env', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/env')>()), postRotationSkipUserIds: () => rotationSkip.ids }));

describe('GET /me', () => {
  it('returns the user with the account and social accounts when included, never cached', async () => {
    const email = uniqueEmail();
    const userId = await insertUser(api.db, { email, fname: 'Lotte', lname: 'Peeters', locale: 'fr', gender: 0, postalCode: '9000' });
    await api.db.insert(schema.socialAccounts).values({ userId, provider: 'google', providerUserId: 'g-123', email });
    const token = await api.login(email);
    const plain = await api.call('GET', '/me', { token });
    expect(plain.headers.get('Cache-Control')).toBe('no-store');
    expect(plain.body.data).toMatchObject({
      id: userId,
      fname: 'Lotte',
      lname: 'Peeters',
      email,
      locale: 'fr',
      gender: 0,
      postal_code: '9000',
      is_verified: true,
      has_password: true,
      subscriptions_count: 0,
      followers: 0,
      following: 0,
      settings: { email_notifications: true, push_notifications: true },
    });
    expect(plain.body.data).not.toHaveProperty('account');
    expect(plain.body.data).not.toHaveProperty('password_hash');
    expect(JSON.stringify(plain.body)).not.toContain('scrypt$');

    const full = await api.call('GET', '/me?include=account,socialAccounts', { token });
    expect(full.body.data).toMatchObject({
      account: { available: 40, total: 55 },
      social_accounts: [{ provider: 'google', email }],
    });
  });

  it("says whether the member's pictures skip the rotation preview (the operator's list), and only for that member", async () => {
    const listed = await insertUser(api.db, { email: uniqueEmail() });
    const other = await insertUser(api.db, { email: uniqueEmail() });
    rotationSkip.ids = [listed];
    try {
      const [listedToken, otherToken] = await Promise.all([api.tokenFor(listed), api.tokenFor(other)]);
      expect((await api.call('GET', '/me', { token: listedToken })).body.data).toMatchObject({ id: listed, skip_image_rotation: true });
      expect((await api.call('GET', '/me', { token: otherToken })).body.data).toMatchObject({ id: other, skip_image_rotation: false });
    } finally {
      rotationSkip.ids = [];
    }
  });

  it('answers 401 for guests, malformed, unknown and expired tokens', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    const token = await api.login(email);
    const [id] = token.split('|');
    await api.db.update(schema.accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.accessTokens.id, Number(id)));
    for (const bad of [undefined, 'garbage', `${id}|${'x'.repeat(48)}`, token, "1|' or 1=1 --"]) {
      const result = await api.call('GET', '/me', { token: bad });
      expect(result).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    }
  });
});

describe('PUT /me', () => {
  it('updates only the fields sent and returns the user', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email, fname: 'Jan', lname: 'Janssens', postalCode: '2000' });
    const token = await api.login(email);
    const result = await api.call('PUT', '/me', {
      token,
      body: { fname: '  Anne-Marie ', gender: '0', birthday: '1990-04-12', locale: 'fr', newsletter: true, include: 'account' },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      fname: 'Anne-Marie',
      lname: 'Janssens',
      gender: 0,
      birthday: '1990-04-12',
      postal_code: '2000',
      locale: 'fr',
      is_subscribed: true,
      account: { available: 40 },
    });
  });

  it('gives field errors in the request language', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    const token = await api.login(email);
    const result = await api.call('PUT', '/me', {
      token,
      body: { fname: 'R2-D2', birthday: '1900-01-01', postal_code: '123', gender: 7, locale: 'de', avatar: 'uploads/avatars/someone-else.jpg' },
    });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({
      fname: ['Gebruik alleen letters, spaties, koppeltekens en apostrofs.'],
      birthday: ['Kies een geboortedatum uit de afgelopen 80 jaar.'],
      postal_code: ['Vul een geldige Belgische postcode in (4 cijfers).'],
      gender: ['Kies een geslacht.'],
      locale: ['Kies Nederlands of Frans.'],
    });
    const avatar = await api.call('PUT', '/me', { token, body: { avatar: 'uploads/avatars/someone-else.jpg' }, locale: 'fr' });
    expect(avatar.body.errors).toEqual({ avatar: ['Veuillez téléverser à nouveau la photo de profil.'] });
    expect((await api.call('PUT', '/me', { body: { fname: 'X' } })).status).toBe(401);
  });

  it('takes only postcodes that exist in Belgium (1000 to 9992)', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email, postalCode: '9000' });
    const token = await api.login(email);
    const nowhere = await api.call('PUT', '/me', { token, body: { postal_code: '9999' } });
    expect(nowhere).toMatchObject({ status: 422, body: { message: 'Een Belgische postcode ligt tussen 1000 en 9992.' } });
    expect(nowhere.body.errors).toEqual({ postal_code: ['Een Belgische postcode ligt tussen 1000 en 9992.'] });
    const french = await api.call('PUT', '/me', { token, locale: 'fr', body: { postal_code: '9993' } });
    expect(french.body.errors).toEqual({ postal_code: ['Un code postal belge est compris entre 1000 et 9992.'] });
    expect((await api.call('GET', '/me', { token })).body.data).toMatchObject({ postal_code: '9000' });
    expect((await api.call('PUT', '/me', { token, body: { postal_code: '9992' } })).body.data).toMatchObject({ postal_code: '9992' });
  });

  it('refuses a birthday in the future or of a member under 13, and takes a 13th birthday today', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email, birthday: '1990-04-12' });
    const token = await api.login(email);
    const today = new Date(api.clock).toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    const baby = await api.call('PUT', '/me', { token, body: { birthday: `${year}-01-01` } });
    expect(baby.status).toBe(422);
    expect(baby.body.errors).toEqual({ birthday: ['Je moet minstens 13 jaar oud zijn.'] });
    const french = await api.call('PUT', '/me', { token, locale: 'fr', body: { birthday: `${year - 12}-01-01` } });
    expect(french.body.errors).toEqual({ birthday: ['Vous devez avoir au moins 13 ans.'] });
    const future = await api.call('PUT', '/me', { token, body: { birthday: `${year + 1}-01-01` } });
    expect(future.body.errors).toEqual({ birthday: ['Een geboortedatum kan niet in de toekomst liggen.'] });
    expect((await api.call('GET', '/me', { token })).body.data).toMatchObject({ birthday: '1990-04-12' });
    // Thirteen today (on a 29 February, the 28th: that year had none).
    const thirteen = `${year - 13}-${today.endsWith('-02-29') ? '02-28' : today.slice(5)}`;
    expect((await api.call('PUT', '/me', { token, body: { birthday: thirteen } })).body.data).toMatchObject({ birthday: thirteen });
  });
});

describe('PUT /me/settings', () => {
  it('saves preferences', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    const token = await api.login(email);
    const result = await api.call('PUT', '/me/settings', {
      token,
      body: { settings: { email_notifications: false, newsletter: true, locale: 'fr' }, include: 'account' },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      settings: { email_notifications: false, push_notifications: true },
      is_subscribed: true,
      locale: 'fr',
      account: { available: 40 },
    });
  });

  it('changes the password with the current one and signs out the other sessions only', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    const current = await api.login(email);
    const other = await api.login(email);
    const newPassword = 'A-brand-new-passphrase';

    const missing = await api.call('PUT', '/me/settings', { token: current, body: { settings: { password: newPassword, password_confirmation: newPassword } } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'settings.current_password': ['Huidig wachtwoord is verplicht.'] });

    const wrong = await api.call('PUT', '/me/settings', {
      token: current,
      locale: 'fr',
      body: { settings: { current_password: 'nope-nope-nope', password: newPassword, password_confirmation: newPassword } },
    });
    expect(wrong.body.errors).toEqual({ 'settings.current_password': ['Votre mot de passe actuel est incorrect.'] });

    const short = await api.call('PUT', '/me/settings', {
      token: current,
      body: { settings: { current_password: PASSWORD, password: 'short', password_confirmation: 'other' } },
    });
    expect(short.body.errors).toEqual({
      'settings.password': ['Het wachtwoord moet minstens 12 tekens lang zijn.'],
      'settings.password_confirmation': ['De wachtwoorden komen niet overeen.'],
    });

    const ok = await api.call('PUT', '/me/settings', {
      token: current,
      body: { settings: { current_password: PASSWORD, password: newPassword, password_confirmation: newPassword } },
    });
    expect(ok.status).toBe(200);
    expect((await api.call('GET', '/me', { token: current })).status).toBe(200);
    expect((await api.call('GET', '/me', { token: other })).status).toBe(401);
    expect((await api.call('POST', '/token', { body: { email, password: PASSWORD } })).status).toBe(422);
    await api.login(email, newPassword);
  });

  it('refuses a new password equal to the current one, and signs nobody out', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    const current = await api.login(email);
    const other = await api.login(email);
    const same = { settings: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD } };

    const result = await api.call('PUT', '/me/settings', { token: current, body: same });
    expect(result).toMatchObject({ status: 422, body: { message: 'Het nieuwe wachtwoord moet verschillen van je huidige wachtwoord.' } });
    expect(result.body.errors).toEqual({ 'settings.password': ['Het nieuwe wachtwoord moet verschillen van je huidige wachtwoord.'] });
    const french = await api.call('PUT', '/me/settings', { token: current, locale: 'fr', body: same });
    expect(french.body.errors).toEqual({ 'settings.password': ['Le nouveau mot de passe doit être différent de votre mot de passe actuel.'] });

    expect((await api.call('GET', '/me', { token: other })).status).toBe(200);
    expect((await api.call('GET', '/me', { token: current })).status).toBe(200);
    await api.login(email, PASSWORD);
    // Nothing was queued either: no "your password changed" mail.
    expect(await api.runJobs()).toMatchObject({ completed: 0, failed: 0 });
  });
});

describe('POST /me/request-account-delete', () => {
  it('erases personal data, revokes every token, keeps posts anonymised and answers Success', async () => {
    const email = uniqueEmail();
    const userId = await insertUser(api.db, { email, fname: 'Bram', lname: 'Claes', postalCode: '3000', birthday: '1985-02-03', referralCode: 'BRAM1234' });
    await api.db.insert(schema.socialAccounts).values({ userId, provider: 'facebook', providerUserId: 'fb-del', email });
    await api.db.insert(schema.promoTypes).values({ id: 9, titleNl: 'Standaard', titleFr: 'Standard' }).onConflictDoNothing();
    const [post] = await api.db
      .insert(schema.posts)
      .values({ userId, typeId: 9, title: 'Mijn deal', content: 'Inhoud', status: 'approved' })
      .returning({ id: schema.posts.id });
    const token = await api.login(email);
    const other = await api.login(email);
    await api.db.insert(schema.userTokens).values({ userId, purpose: 'password_reset', tokenHash: sha256Hex(`x${userId}`), expiresAt: new Date(Date.now() + 60_000) });

    changed.length = 0;
    const result = await api.call('POST', '/me/request-account-delete', { token, body: { reason: 'test' } });
    expect(result).toMatchObject({ status: 200, body: { message: 'Success' } });
    // Cached pages of the member's posts and the lists showing them drop the name at once.
    expect(changed).toEqual(expect.arrayContaining([cacheTags.promo('Post', post?.id ?? 0), cacheTags.feed]));
    expect((await api.call('GET', '/me', { token })).status).toBe(401);
    expect((await api.call('GET', '/me', { token: other })).status).toBe(401);
    expect(await api.db.select().from(schema.accessTokens).where(eq(schema.accessTokens.userId, userId))).toEqual([]);
    expect(await api.db.select().from(schema.userTokens).where(eq(schema.userTokens.userId, userId))).toEqual([]);
    expect(await api.db.select().from(schema.socialAccounts).where(eq(schema.socialAccounts.userId, userId))).toEqual([]);
    const [row] = await api.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(row).toMatchObject({ fname: 'Anoniem', lname: '', passwordHash: null, postalCode: null, birthday: null, referralCode: null });
    expect(row?.email).not.toContain('bram');
    expect(row?.deletedAt).not.toBeNull();
    expect(await api.db.select({ userId: schema.posts.userId }).from(schema.posts).where(eq(schema.posts.id, post?.id ?? 0))).toEqual([{ userId }]);
    // The post stays readable without a name, in either language (the row keeps a Dutch placeholder,
    // and the profile it would link to is gone).
    for (const locale of ['nl', 'fr'] as const) {
      const shown = await api.call<{ data: { title: string; user: unknown } }>('GET', `/posts/${post?.id ?? 0}`, { locale });
      expect(shown.status).toBe(200);
      expect(shown.body.data).toMatchObject({ title: 'Mijn deal', user: null });
    }
    expect((await api.call('POST', '/token', { body: { email, password: PASSWORD } })).status).toBe(422);
    expect((await api.call('POST', '/me/request-account-delete', { body: {} })).status).toBe(401);
  });
});

describe('the demo login', () => {
  it('works with a seed-style hash', async () => {
    const email = 'demo@dealwijzer.example';
    await insertUser(api.db, { email });
    expect(await verifyPassword(PASSWORD, (await api.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]?.passwordHash)).toBe(true);
    await api.login(email);
  });
});

describe('hostile input', () => {
  const bodies: unknown[] = [
    null,
    [],
    'string',
    42,
    { email: ['a@b.be'], password: { $ne: '' } },
    { email: "' or 1=1 --@x.be", password: "' or '1'='1" },
    { email: `${'a'.repeat(400)}@example.be`, password: 'x'.repeat(10_000) },
    { email: '😀@😀.be', password: '\u0000\u0001' },
    { settings: 'yes', include: { a: 1 } },
    { token: ['x'], cache_id: { a: 1 }, birthday: '2024-02-30', gender: [1] },
  ];
  const routes: Array<[string, string]> = [
    ['POST', '/token'],
    ['POST', '/token/google'],
    ['POST', '/token/facebook'],
    ['POST', '/token/apple'],
    ['POST', '/token/myspace'],
    ['POST', '/register/step-1'],
    ['POST', '/register/step-2'],
    ['POST', '/register/step-3'],
    ['POST', '/register/step-4'],
    ['POST', '/register/step-9'],
    ['POST', '/register'],
    ['POST', '/register/social/google/check'],
    ['POST', '/register/social/apple'],
    ['POST', '/register/upload-image'],
    ['POST', '/email/verify'],
    ['POST', '/is-verified'],
    ['POST', '/resend-verification'],
    ['POST', '/password/email'],
    ['POST', '/password/reset'],
    ['PUT', '/me'],
    ['PUT', '/me/settings'],
  ];

  it('never answers 5xx', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    const token = await api.login(email);
    let count = 0;
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const result = await api.call(method, url, { body, token, ip: `203.0.113.${count % 250}` });
        count += 1;
        expect(result.status, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)} → ${JSON.stringify(result.body)}`).toBeLessThan(500);
      }
      const invalidJson = await api.call(method, url, { raw: '{"email":', token, headers: { 'Content-Type': 'application/json' } });
      expect(invalidJson.status, `${method} ${url} invalid JSON`).toBeLessThan(500);
      accountRateLimitReset();
    }
  });
});

function accountRateLimitReset(): void {
  api.configureAccounts({});
}
