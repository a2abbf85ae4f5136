import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp, type ApiApp } from '../app';
import * as schema from '../db/schema';
import { createTestDb, type TestDbHandle } from '../db/test-db';
import { sha256Hex } from '../http/auth';
import { settleBackgroundMail } from '../services/accounts/account-mail';
import { verifyPassword } from '../services/passwords';
import {
  PASSWORD,
  call,
  configureAccounts,
  insertUser,
  startFakeServices,
  tempDataDir,
  type FakeServices,
} from './account.fixtures';

/** Login, logout, the session user, profile, settings, deletion, rate limits and hostile input. */

// scrypt (N = 2^17) makes every login and registration take around a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let h: TestDbHandle;
let app: ApiApp;
let fake: FakeServices;
let data: { dir: string; remove(): Promise<void> };
let restore: () => void;
let clock: number;

beforeAll(async () => {
  [h, fake, data] = await Promise.all([createTestDb(), startFakeServices(), tempDataDir()]);
  app = createApiApp({ db: h.db });
});

beforeEach(() => {
  clock = Date.now();
  restore = configureAccounts({ fake, dataDir: data.dir, now: () => new Date(clock) });
});

afterEach(async () => {
  await settleBackgroundMail();
  restore();
});

afterAll(async () => {
  await Promise.all([h.close(), fake.close(), data.remove()]);
});

let seq = 0;
const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${(seq += 1)}@example.be`;

async function loginToken(email: string, password = PASSWORD): Promise<string> {
  const result = await call(app, 'POST', '/token', { body: { email, password, g_recaptcha: null } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body.data as { token: string }).token;
}

describe('POST /token', () => {
  it('returns an opaque id|secret token valid for 31 days, of which only a SHA-256 is stored', async () => {
    const email = uniqueEmail();
    const userId = await insertUser(h.db, { email });
    const result = await call(app, 'POST', '/token', { body: { email: email.toUpperCase(), password: PASSWORD, g_recaptcha: '' } });
    expect(result.status).toBe(200);
    const token = (result.body.data as { token: string }).token;
    expect(token).toMatch(/^\d+\|[A-Za-z0-9]{48}$/);
    const [id, secret] = token.split('|');
    const [row] = await h.db.select().from(schema.accessTokens).where(eq(schema.accessTokens.id, Number(id)));
    expect(row?.userId).toBe(userId);
    expect(row?.tokenHash).toBe(sha256Hex(secret ?? ''));
    expect(row?.tokenHash).not.toContain(secret);
    const days = ((row?.expiresAt?.getTime() ?? 0) - clock) / 86_400_000;
    expect(days).toBeCloseTo(31, 3);

    const me = await call(app, 'GET', '/me', { token });
    expect(me.status).toBe(200);
    expect((me.body.data as { email: string }).email).toBe(email);
  });

  it('refuses a wrong password and an unknown address with the same product message, in both languages', async () => {
    const email = uniqueEmail();
    await insertUser(h.db, { email });
    const wrong = await call(app, 'POST', '/token', { body: { email, password: 'Not-the-password-1' } });
    const unknown = await call(app, 'POST', '/token', { body: { email: uniqueEmail('nobody'), password: 'Not-the-password-1' } });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({
      message: 'Onjuiste gebruikersnaam of wachtwoord. Probeer het opnieuw.',
      title: 'Ongeldige inloggegevens',
      error: 'invalid_credentials',
    });
    const french = await call(app, 'POST', '/token', { body: { email, password: 'Not-the-password-1' }, locale: 'fr' });
    expect(french.body).toMatchObject({
      message: 'Nom d’utilisateur ou mot de passe incorrect. Veuillez réessayer.',
      title: 'Identifiants invalides',
    });
  });

  it('treats social-only and deleted accounts as wrong credentials', async () => {
    const socialOnly = uniqueEmail();
    await insertUser(h.db, { email: socialOnly, passwordHash: null });
    const deleted = uniqueEmail();
    await insertUser(h.db, { email: deleted, deletedAt: new Date() });
    for (const email of [socialOnly, deleted]) {
      const result = await call(app, 'POST', '/token', { body: { email, password: PASSWORD } });
      expect(result.status).toBe(422);
      expect(result.body.error).toBe('invalid_credentials');
    }
  });

  it('answers 403 for an unverified address (only once the password is right)', async () => {
    const email = uniqueEmail();
    await insertUser(h.db, { email, emailVerifiedAt: null });
    const result = await call(app, 'POST', '/token', { body: { email, password: PASSWORD } });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      message: 'Je e-mailadres is nog niet bevestigd. Klik op de link in de e-mail die we je stuurden.',
      error: 'email_not_verified',
    });
    const french = await call(app, 'POST', '/token', { body: { email, password: PASSWORD }, locale: 'fr' });
    expect(french.body.message).toBe('Votre adresse e-mail n’est pas encore confirmée. Cliquez sur le lien de l’e-mail que nous vous avons envoyé.');
    const wrong = await call(app, 'POST', '/token', { body: { email, password: 'Not-the-password-1' } });
    expect(wrong.status).toBe(422);
  });

  it('gives field errors for missing or malformed fields', async () => {
    const result = await call(app, 'POST', '/token', { body: { email: 'not-an-address' } });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ email: ['Vul een geldig e-mailadres in.'], password: ['Wachtwoord is verplicht.'] });
    const french = await call(app, 'POST', '/token', { body: {}, locale: 'fr' });
    expect(french.body.errors).toEqual({
      email: ['Le champ adresse e-mail est obligatoire.'],
      password: ['Le champ mot de passe est obligatoire.'],
    });
  });

  it('rate limits by address and by IP with 429 and Retry-After', async () => {
    const email = uniqueEmail();
    await insertUser(h.db, { email });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await call(app, 'POST', '/token', { body: { email, password: `Wrong-password-${attempt}` }, ip: `10.0.0.${attempt}` });
      expect(result.status).toBe(422);
    }
    // Even the right password is refused while the address is locked, from any IP.
    const locked = await call(app, 'POST', '/token', { body: { email, password: PASSWORD }, ip: '10.0.1.1' });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('too_many_attempts');
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.message).toBe(`Te veel pogingen. Probeer het over ${retryAfter} seconden opnieuw.`);
    const french = await call(app, 'POST', '/token', { body: { email, password: PASSWORD }, ip: '10.0.1.1', locale: 'fr' });
    expect(french.body.message).toBe(`Trop de tentatives. Réessayez dans ${retryAfter} secondes.`);

    clock += retryAfter * 1000;
    await loginToken(email);

    // Per IP: 30 attempts in 15 minutes, whatever the addresses.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const result = await call(app, 'POST', '/token', { body: { email: `x${attempt}`, password: 'y' }, ip: '192.0.2.7' });
      expect(result.status).toBe(422);
    }
    const blocked = await call(app, 'POST', '/token', { body: { email, password: PASSWORD }, ip: '192.0.2.7' });
    expect(blocked.status).toBe(429);
    // A made-up X-Forwarded-For changes nothing: only the front layer's address header counts.
    const forged = await call(app, 'POST', '/token', { body: { email, password: PASSWORD }, ip: '192.0.2.7', headers: { 'X-Forwarded-For': '203.0.113.99' } });
    expect(forged.status).toBe(429);
    const other = await call(app, 'POST', '/token', { body: { email, password: PASSWORD }, ip: '192.0.2.8' });
    expect(other.status).toBe(200);
  });

  describe('with reCAPTCHA configured', () => {
    beforeEach(() => {
      restore();
      restore = configureAccounts({ fake, dataDir: data.dir, recaptcha: true, now: () => new Date(clock) });
    });

    it('verifies the token server-side and accepts a human score', async () => {
      const email = uniqueEmail();
      await insertUser(h.db, { email });
      const result = await call(app, 'POST', '/token', { body: { email, password: PASSWORD, g_recaptcha: 'human' }, ip: '198.51.100.4' });
      expect(result.status).toBe(200);
      expect(fake.recaptchaRequests.at(-1)).toMatchObject({ response: 'human', remoteip: '198.51.100.4' });
    });

    it.each([
      ['a low score', 'bot'],
      ['an invalid token', 'forged'],
      ['no token', null],
    ])('refuses %s with the recaptcha error (docs/product.md, Errors) in both languages', async (_label, token) => {
      const email = uniqueEmail();
      await insertUser(h.db, { email });
      const result = await call(app, 'POST', '/token', { body: { email, password: PASSWORD, g_recaptcha: token } });
      expect(result.status).toBe(422);
      expect(result.body).toMatchObject({
        error: 'recaptcha_failed',
        title: 'Beveiligingscontrole mislukt',
        errors: { g_recaptcha: ['We konden niet bevestigen dat je geen robot bent. Vernieuw de pagina en probeer het opnieuw.'] },
      });
      const french = await call(app, 'POST', '/token', { body: { email, password: PASSWORD, g_recaptcha: token }, locale: 'fr' });
      expect(french.body.title).toBe('Échec du contrôle de sécurité');
    });
  });
});

describe('GET /auth/providers', () => {
  it('lists the configured providers', async () => {
    const all = await call(app, 'GET', '/auth/providers');
    expect(all.body.data).toEqual({ email: true, google: true, facebook: true, apple: true, recaptcha: false });
    restore();
    restore = configureAccounts({ dataDir: data.dir });
    const none = await call(app, 'GET', '/auth/providers');
    expect(none.body.data).toEqual({ email: true, google: false, facebook: false, apple: false, recaptcha: false });
  });
});

describe('POST /token/logout', () => {
  it('deletes only the current token', async () => {
    const email = uniqueEmail();
    await insertUser(h.db, { email });
    const first = await loginToken(email);
    const second = await loginToken(email);
    const result = await call(app, 'POST', '/token/logout', { token: first });
    expect(result.status).toBe(200);
    expect((await call(app, 'GET', '/me', { token: first })).status).toBe(401);
    expect((await call(app, 'GET', '/me', { token: second })).status).toBe(200);
    const [id] = first.split('|');
    expect(await h.db.select().from(schema.accessTokens).where(eq(schema.accessTokens.id, Number(id)))).toEqual([]);
  });

  it('answers 401 Unauthenticated without a valid token', async () => {
    expect(await call(app, 'POST', '/token/logout')).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await call(app, 'POST', '/token/logout', { token: '1|notarealtokennotarealtoken' })).toMatchObject({ status: 401 });
  });
});

describe('GET /me', () => {
  it('returns the user with the account and social accounts when included, never cached', async () => {
    const email = uniqueEmail();
    const userId = await insertUser(h.db, { email, fname: 'Lotte', lname: 'Peeters', locale: 'fr', gender: 0, postalCode: '9000' });
    await h.db.insert(schema.socialAccounts).values({ userId, provider: 'google', providerUserId: 'g-123', email });
    const token = await loginToken(email);
    const plain = await call(app, 'GET', '/me', { token });
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

    const full = await call(app, 'GET', '/me?include=account,socialAccounts', { token });
    expect(full.body.data).toMatchObject({
      account: { available: 40, total: 55 },
      social_accounts: [{ provider: 'google', email }],
    });
  });

  it('answers 401 for guests, malformed, unknown and expired tokens', async () => {
    const email = uniqueEmail();
    await insertUser(h.db, { email });
    const token = await loginToken(email);
    const [id] = token.split('|');
    await h.db.update(schema.accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.accessTokens.id, Number(id)));
    for (const bad of [undefined, 'garbage', `${id}|${'x'.repeat(48)}`, token, "1|' or 1=1 --"]) {
      const result = await call(app, 'GET', '/me', { token: bad });
      expect(result).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    }
  });
});

describe('PUT /me', () => {
  it('updates only the fields sent and returns the user', async () => {
    const email = uniqueEmail();
    await insertUser(h.db, { email, fname: 'Jan', lname: 'Janssens', postalCode: '2000' });
    const token = await loginToken(email);
    const result = await call(app, 'PUT', '/me', {
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
    await insertUser(h.db, { email });
    const token = await loginToken(email);
    const result = await call(app, 'PUT', '/me', {
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
    const avatar = await call(app, 'PUT', '/me', { token, body: { avatar: 'uploads/avatars/someone-else.jpg' }, locale: 'fr' });
    expect(avatar.body.errors).toEqual({ avatar: ['Veuillez téléverser à nouveau la photo de profil.'] });
    expect((await call(app, 'PUT', '/me', { body: { fname: 'X' } })).status).toBe(401);
  });
});

describe('PUT /me/settings', () => {
  it('saves preferences', async () => {
    const email = uniqueEmail();
    await insertUser(h.db, { email });
    const token = await loginToken(email);
    const result = await call(app, 'PUT', '/me/settings', {
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
    await insertUser(h.db, { email });
    const current = await loginToken(email);
    const other = await loginToken(email);
    const newPassword = 'A-brand-new-passphrase';

    const missing = await call(app, 'PUT', '/me/settings', { token: current, body: { settings: { password: newPassword, password_confirmation: newPassword } } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'settings.current_password': ['Huidig wachtwoord is verplicht.'] });

    const wrong = await call(app, 'PUT', '/me/settings', {
      token: current,
      locale: 'fr',
      body: { settings: { current_password: 'nope-nope-nope', password: newPassword, password_confirmation: newPassword } },
    });
    expect(wrong.body.errors).toEqual({ 'settings.current_password': ['Votre mot de passe actuel est incorrect.'] });

    const short = await call(app, 'PUT', '/me/settings', {
      token: current,
      body: { settings: { current_password: PASSWORD, password: 'short', password_confirmation: 'other' } },
    });
    expect(short.body.errors).toEqual({
      'settings.password': ['Het wachtwoord moet minstens 12 tekens lang zijn.'],
      'settings.password_confirmation': ['De wachtwoorden komen niet overeen.'],
    });

    const ok = await call(app, 'PUT', '/me/settings', {
      token: current,
      body: { settings: { current_password: PASSWORD, password: newPassword, password_confirmation: newPassword } },
    });
    expect(ok.status).toBe(200);
    expect((await call(app, 'GET', '/me', { token: current })).status).toBe(200);
    expect((await call(app, 'GET', '/me', { token: other })).status).toBe(401);
    expect((await call(app, 'POST', '/token', { body: { email, password: PASSWORD } })).status).toBe(422);
    await loginToken(email, newPassword);
  });
});

describe('POST /me/request-account-delete', () => {
  it('erases personal data, revokes every token, keeps posts anonymised and answers Success', async () => {
    const email = uniqueEmail();
    const userId = await insertUser(h.db, { email, fname: 'Bram', lname: 'Claes', postalCode: '3000', birthday: '1985-02-03', referralCode: 'BRAM1234' });
    await h.db.insert(schema.socialAccounts).values({ userId, provider: 'facebook', providerUserId: 'fb-del', email });
    await h.db.insert(schema.promoTypes).values({ id: 9, titleNl: 'Standaard', titleFr: 'Standard' }).onConflictDoNothing();
    const [post] = await h.db
      .insert(schema.posts)
      .values({ userId, typeId: 9, title: 'Mijn deal', content: 'Inhoud', status: 'approved' })
      .returning({ id: schema.posts.id });
    const token = await loginToken(email);
    const other = await loginToken(email);
    await h.db.insert(schema.userTokens).values({ userId, purpose: 'password_reset', tokenHash: sha256Hex(`x${userId}`), expiresAt: new Date(Date.now() + 60_000) });

    const result = await call(app, 'POST', '/me/request-account-delete', { token, body: { reason: 'test' } });
    expect(result).toMatchObject({ status: 200, body: { message: 'Success' } });
    expect((await call(app, 'GET', '/me', { token })).status).toBe(401);
    expect((await call(app, 'GET', '/me', { token: other })).status).toBe(401);
    expect(await h.db.select().from(schema.accessTokens).where(eq(schema.accessTokens.userId, userId))).toEqual([]);
    expect(await h.db.select().from(schema.userTokens).where(eq(schema.userTokens.userId, userId))).toEqual([]);
    expect(await h.db.select().from(schema.socialAccounts).where(eq(schema.socialAccounts.userId, userId))).toEqual([]);
    const [row] = await h.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(row).toMatchObject({ fname: 'Anoniem', lname: '', passwordHash: null, postalCode: null, birthday: null, referralCode: null });
    expect(row?.email).not.toContain('bram');
    expect(row?.deletedAt).not.toBeNull();
    expect(await h.db.select({ userId: schema.posts.userId }).from(schema.posts).where(eq(schema.posts.id, post?.id ?? 0))).toEqual([{ userId }]);
    expect((await call(app, 'POST', '/token', { body: { email, password: PASSWORD } })).status).toBe(422);
    expect((await call(app, 'POST', '/me/request-account-delete', { body: {} })).status).toBe(401);
  });
});

describe('the demo login', () => {
  it('works with a seed-style hash', async () => {
    const email = 'demo@dealwijzer.example';
    await insertUser(h.db, { email });
    expect(await verifyPassword(PASSWORD, (await h.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]?.passwordHash)).toBe(true);
    await loginToken(email);
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
    await insertUser(h.db, { email });
    const token = await loginToken(email);
    let count = 0;
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const result = await call(app, method, url, { body, token, ip: `203.0.113.${count % 250}` });
        count += 1;
        expect(result.status, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)} → ${JSON.stringify(result.body)}`).toBeLessThan(500);
      }
      const invalidJson = await call(app, method, url, { raw: '{"email":', token, headers: { 'Content-Type': 'application/json' } });
      expect(invalidJson.status, `${method} ${url} invalid JSON`).toBeLessThan(500);
      accountRateLimitReset();
    }
  });
});

function accountRateLimitReset(): void {
  restore();
  restore = configureAccounts({ fake, dataDir: data.dir, now: () => new Date(clock) });
}
