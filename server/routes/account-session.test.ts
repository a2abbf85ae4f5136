import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../http/auth';
import { useApiHarness } from '../test-support/api-harness';
import * as schema from '../db/schema';
import { PASSWORD, insertUser, uniqueEmail } from './account.fixtures';

/** Login (POST /token, with rate limits and reCAPTCHA), the providers list and logout. */

// scrypt (N = 2^17) makes every login and registration take around a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const api = useApiHarness({ accounts: { fake: true, clock: true } });

describe('POST /token', () => {
  it('returns an opaque id|secret token valid for 31 days, of which only a SHA-256 is stored', async () => {
    const email = uniqueEmail();
    const userId = await insertUser(api.db, { email });
    const result = await api.call('POST', '/token', { body: { email: email.toUpperCase(), password: PASSWORD, g_recaptcha: '' } });
    expect(result.status).toBe(200);
    const token = (result.body.data as { token: string }).token;
    expect(token).toMatch(/^\d+\|[A-Za-z0-9]{48}$/);
    const [id, secret] = token.split('|');
    const [row] = await api.db.select().from(schema.accessTokens).where(eq(schema.accessTokens.id, Number(id)));
    expect(row?.userId).toBe(userId);
    expect(row?.tokenHash).toBe(sha256Hex(secret ?? ''));
    expect(row?.tokenHash).not.toContain(secret);
    const days = ((row?.expiresAt?.getTime() ?? 0) - api.clock) / 86_400_000;
    expect(days).toBeCloseTo(31, 3);

    const me = await api.call('GET', '/me', { token });
    expect(me.status).toBe(200);
    expect((me.body.data as { email: string }).email).toBe(email);
  });

  it('refuses a wrong password and an unknown address with the same product message, in both languages', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    const wrong = await api.call('POST', '/token', { body: { email, password: 'Not-the-password-1' } });
    const unknown = await api.call('POST', '/token', { body: { email: uniqueEmail('nobody'), password: 'Not-the-password-1' } });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({
      message: 'Onjuist e-mailadres of wachtwoord. Probeer het opnieuw.',
      title: 'Ongeldige inloggegevens',
      error: 'invalid_credentials',
    });
    const french = await api.call('POST', '/token', { body: { email, password: 'Not-the-password-1' }, locale: 'fr' });
    expect(french.body).toMatchObject({
      message: 'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.',
      title: 'Identifiants invalides',
    });
  });

  it('treats social-only and deleted accounts as wrong credentials', async () => {
    const socialOnly = uniqueEmail();
    await insertUser(api.db, { email: socialOnly, passwordHash: null });
    const deleted = uniqueEmail();
    await insertUser(api.db, { email: deleted, deletedAt: new Date() });
    for (const email of [socialOnly, deleted]) {
      const result = await api.call('POST', '/token', { body: { email, password: PASSWORD } });
      expect(result.status).toBe(422);
      expect(result.body.error).toBe('invalid_credentials');
    }
  });

  it('answers 403 for an unverified address (only once the password is right)', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email, emailVerifiedAt: null });
    const result = await api.call('POST', '/token', { body: { email, password: PASSWORD } });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      message: 'Je e-mailadres is nog niet bevestigd. Klik op de link in de e-mail die we je stuurden.',
      error: 'email_not_verified',
    });
    const french = await api.call('POST', '/token', { body: { email, password: PASSWORD }, locale: 'fr' });
    expect(french.body.message).toBe('Votre adresse e-mail n’est pas encore confirmée. Cliquez sur le lien de l’e-mail que nous vous avons envoyé.');
    const wrong = await api.call('POST', '/token', { body: { email, password: 'Not-the-password-1' } });
    expect(wrong.status).toBe(422);
  });

  it('gives field errors for missing or malformed fields', async () => {
    const result = await api.call('POST', '/token', { body: { email: 'not-an-address' } });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ email: ['Vul een geldig e-mailadres in.'], password: ['Wachtwoord is verplicht.'] });
    const french = await api.call('POST', '/token', { body: {}, locale: 'fr' });
    expect(french.body.errors).toEqual({
      email: ['Le champ adresse e-mail est obligatoire.'],
      password: ['Le champ mot de passe est obligatoire.'],
    });
  });

  it('rate limits by address and by IP with 429 and Retry-After', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await api.call('POST', '/token', { body: { email, password: `Wrong-password-${attempt}` }, ip: `10.0.0.${attempt}` });
      expect(result.status).toBe(422);
    }
    // Even the right password is refused while the address is locked, from any IP.
    const locked = await api.call('POST', '/token', { body: { email, password: PASSWORD }, ip: '10.0.1.1' });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('too_many_attempts');
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.message).toBe(`Te veel pogingen. Probeer het over ${retryAfter} seconden opnieuw.`);
    const french = await api.call('POST', '/token', { body: { email, password: PASSWORD }, ip: '10.0.1.1', locale: 'fr' });
    expect(french.body.message).toBe(`Trop de tentatives. Réessayez dans ${retryAfter} secondes.`);

    api.clock += retryAfter * 1000;
    await api.login(email);

    // Per IP: 30 attempts in 15 minutes, whatever the addresses.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const result = await api.call('POST', '/token', { body: { email: `x${attempt}`, password: 'y' }, ip: '192.0.2.7' });
      expect(result.status).toBe(422);
    }
    const blocked = await api.call('POST', '/token', { body: { email, password: PASSWORD }, ip: '192.0.2.7' });
    expect(blocked.status).toBe(429);
    // A made-up X-Forwarded-For changes nothing: only the front layer's address header counts.
    const forged = await api.call('POST', '/token', { body: { email, password: PASSWORD }, ip: '192.0.2.7', headers: { 'X-Forwarded-For': '203.0.113.99' } });
    expect(forged.status).toBe(429);
    const other = await api.call('POST', '/token', { body: { email, password: PASSWORD }, ip: '192.0.2.8' });
    expect(other.status).toBe(200);
  });

  it('the verification status check guesses passwords only within the login’s budget, and its polling never uses it up', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    // The verify-email dialog polls with the right password: never refused.
    for (let poll = 0; poll < 8; poll += 1) {
      expect((await api.call('POST', '/is-verified', { body: { email, password: PASSWORD }, ip: '10.1.0.1' })).body).toEqual({ is_verified: true });
    }
    // Wrong guesses count, whichever route they use…
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await api.call('POST', '/token', { body: { email, password: `Wrong-${attempt}` }, ip: `10.1.1.${attempt}` })).status).toBe(422);
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await api.call('POST', '/is-verified', { body: { email, password: `Wrong-again-${attempt}` }, ip: `10.1.2.${attempt}` })).body).toEqual({ is_verified: false });
    }
    // …and once the address is locked, neither route answers, not even to the right password.
    expect((await api.call('POST', '/is-verified', { body: { email, password: PASSWORD }, ip: '10.1.3.1' })).status).toBe(429);
    expect((await api.call('POST', '/token', { body: { email, password: PASSWORD }, ip: '10.1.3.2' })).status).toBe(429);
    // Without a password nothing is checked, and nothing counted against the address.
    expect((await api.call('POST', '/is-verified', { body: { email }, ip: '10.1.3.3' })).body).toEqual({ is_verified: false });
  });

  describe('with reCAPTCHA configured', () => {
    beforeEach(() => {
      api.configureAccounts({ recaptcha: true });
    });

    it('verifies the token server-side and accepts a human score', async () => {
      const email = uniqueEmail();
      await insertUser(api.db, { email });
      const result = await api.call('POST', '/token', { body: { email, password: PASSWORD, g_recaptcha: 'human' }, ip: '198.51.100.4' });
      expect(result.status).toBe(200);
      expect(api.fake.recaptchaRequests.at(-1)).toMatchObject({ response: 'human', remoteip: '198.51.100.4' });
    });

    it.each([
      ['a low score', 'bot'],
      ['an invalid token', 'forged'],
      ['no token', null],
    ])('refuses %s with the recaptcha error (docs/product.md, Errors) in both languages', async (_label, token) => {
      const email = uniqueEmail();
      await insertUser(api.db, { email });
      const result = await api.call('POST', '/token', { body: { email, password: PASSWORD, g_recaptcha: token } });
      expect(result.status).toBe(422);
      expect(result.body).toMatchObject({
        error: 'recaptcha_failed',
        title: 'Beveiligingscontrole mislukt',
        errors: { g_recaptcha: ['We konden niet bevestigen dat je geen robot bent. Vernieuw de pagina en probeer het opnieuw.'] },
      });
      const french = await api.call('POST', '/token', { body: { email, password: PASSWORD, g_recaptcha: token }, locale: 'fr' });
      expect(french.body.title).toBe('Échec du contrôle de sécurité');
    });
  });
});

describe('GET /auth/providers', () => {
  it('lists the configured providers', async () => {
    const all = await api.call('GET', '/auth/providers');
    expect(all.body.data).toEqual({ email: true, google: true, facebook: true, apple: true, recaptcha: false });
    api.configureAccounts({ fake: undefined, now: undefined });
    const none = await api.call('GET', '/auth/providers');
    expect(none.body.data).toEqual({ email: true, google: false, facebook: false, apple: false, recaptcha: false });
  });
});

describe('POST /token/logout', () => {
  it('deletes only the current token', async () => {
    const email = uniqueEmail();
    await insertUser(api.db, { email });
    const first = await api.login(email);
    const second = await api.login(email);
    const result = await api.call('POST', '/token/logout', { token: first });
    expect(result.status).toBe(200);
    expect((await api.call('GET', '/me', { token: first })).status).toBe(401);
    expect((await api.call('GET', '/me', { token: second })).status).toBe(200);
    const [id] = first.split('|');
    expect(await api.db.select().from(schema.accessTokens).where(eq(schema.accessTokens.id, Number(id)))).toEqual([]);
  });

  it('answers 401 Unauthenticated without a valid token', async () => {
    expect(await api.call('POST', '/token/logout')).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await api.call('POST', '/token/logout', { token: '1|notarealtokennotarealtoken' })).toMatchObject({ status: 401 });
  });
});
