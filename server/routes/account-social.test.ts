import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { APPLE_CLIENT_ID, FACEBOOK_APP_ID, insertUser, mailLink, PASSWORD } from './account.fixtures';

/**
 * Social sign-in and sign-up with real token checks: Google and Apple ID tokens signed with locally
 * generated keys and verified against a local JWKS; Facebook access tokens against a local Graph API.
 */

// scrypt (N = 2^17) makes every login and registration take around a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const api = useApiHarness({ accounts: { fake: true, smtp: true, clock: true } });

let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;
const SOCIAL_STEPS = { terms: true, policy: true, is_subscribed: false, gender: 1, birthday: '1988-09-17', postal_code: '8000' };

describe('Google', () => {
  it('unregistered: login says unregistered, check returns a cache_id, final registration returns a token', async () => {
    const sub = `google-${next()}`;
    const email = `lena.${sub}@gmail.example`;
    const idToken = await api.fake.signGoogle({ sub, email, email_verified: true, name: 'Lena Van den Broeck', given_name: 'Lena', family_name: 'Van den Broeck' });

    const login = await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } });
    expect(login).toMatchObject({ status: 404, body: { message: 'unregistered', error: 'unregistered' } });

    const checkResult = await api.call('POST', '/register/social/google/check', { body: { googleAuthToken: idToken } });
    expect(checkResult.status).toBe(200);
    expect(checkResult.body).toMatchObject({ registered: false, email, name: 'Lena Van den Broeck' });
    const cacheId = checkResult.body.cache_id as string;
    expect(cacheId).toMatch(/^[0-9a-f-]{36}$/);
    const [pending] = await api.db.select().from(schema.pendingSocialSignups).where(eq(schema.pendingSocialSignups.id, cacheId));
    expect(pending).toMatchObject({ provider: 'google', providerUserId: sub, email, fname: 'Lena', lname: 'Van den Broeck' });

    const missing = await api.call('POST', '/register/social/google', { body: { cache_id: cacheId, terms: true }, locale: 'fr' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      birthday: ['Le champ date de naissance est obligatoire.'],
      postal_code: ['Le champ code postal est obligatoire.'],
      gender: ['Le champ genre est obligatoire.'],
    });

    const registered = await api.call('POST', '/register/social/google', { body: { cache_id: cacheId, ...SOCIAL_STEPS } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const token = (registered.body.data as { token: string }).token;
    expect(token).toMatch(/^\d+\|[A-Za-z0-9]{48}$/);
    const me = await api.call('GET', '/me?include=socialAccounts', { token });
    expect(me.body.data).toMatchObject({
      email,
      fname: 'Lena',
      lname: 'Van den Broeck',
      is_verified: true,
      has_password: false,
      birthday: '1988-09-17',
      postal_code: '8000',
      gender: 1,
      social_accounts: [{ provider: 'google', email }],
    });
    expect(await api.db.select().from(schema.pendingSocialSignups).where(eq(schema.pendingSocialSignups.id, cacheId))).toEqual([]);

    // Registered now: check says so, and login returns a token.
    const again = await api.call('POST', '/register/social/google/check', { body: { googleAuthToken: idToken } });
    expect(again.body).toEqual({ registered: true, email, name: 'Lena Van den Broeck', cache_id: null });
    const relogin = await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } });
    expect(relogin.status).toBe(200);
    // The cache_id was single-use.
    const reuse = await api.call('POST', '/register/social/google', { body: { cache_id: cacheId, ...SOCIAL_STEPS } });
    expect(reuse.body.errors).toMatchObject({ cache_id: ['Je aanmelding is verlopen. Begin opnieuw met inloggen via sociale media.'] });
  });

  it('registered: an account with the same verified address is linked and signed in', async () => {
    const email = `existing.${next()}@gmail.example`;
    const userId = await insertUser(api.db, { email, emailVerifiedAt: null });
    const idToken = await api.fake.signGoogle({ sub: `google-${next()}`, email, email_verified: true, name: 'Existing User' });
    const check = await api.call('POST', '/register/social/google/check', { body: { googleAuthToken: idToken } });
    expect(check.body).toMatchObject({ registered: true, cache_id: null });
    const login = await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } });
    expect(login.status).toBe(200);
    const linked = await api.db.select().from(schema.socialAccounts).where(eq(schema.socialAccounts.userId, userId));
    expect(linked).toHaveLength(1);
    const [user] = await api.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user?.emailVerifiedAt).not.toBeNull();
  });

  it('an account nobody proved the address of loses its password when the address’s owner signs in (no pre-hijack)', async () => {
    // Someone registers the victim's address with a password of their own; it stays unverified.
    const email = `prehijack.${next()}@gmail.example`;
    const userId = await insertUser(api.db, { email, emailVerifiedAt: null });
    expect((await api.call('POST', '/token', { body: { email, password: PASSWORD } })).status).toBe(403);
    // The owner signs in with Google: the account is theirs now, verified…
    const idToken = await api.fake.signGoogle({ sub: `google-${next()}`, email, email_verified: true, name: 'Echte Eigenaar' });
    expect((await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } })).status).toBe(200);
    // …and the other person's password no longer opens it.
    expect((await api.call('POST', '/token', { body: { email, password: PASSWORD } })).status).not.toBe(200);
    const [user] = await api.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ passwordHash: null });
    expect(user?.emailVerifiedAt).not.toBeNull();
  });

  it('an account nobody proved the address of loses the referrer its maker chose when the owner signs in (no referral hijack)', async () => {
    // Someone registers the victim's address through their own referral link: they would be paid for the owner's first post.
    const attacker = await insertUser(api.db, { email: `referrer.${next()}@example.test`, referralCode: `HIJ${next()}`.slice(0, 12).toUpperCase() });
    const email = `prereferral.${next()}@gmail.example`;
    const userId = await insertUser(api.db, { email, emailVerifiedAt: null, invitedBy: attacker, campaignTag: 'attacker-campaign' });
    await api.db.insert(schema.referrals).values({ referrerId: attacker, referredUserId: userId });
    const idToken = await api.fake.signGoogle({ sub: `google-${next()}`, email, email_verified: true, name: 'Echte Eigenaar' });
    expect((await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } })).status).toBe(200);
    const [user] = await api.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ invitedBy: null, campaignTag: null });
    expect(await api.db.select().from(schema.referrals).where(eq(schema.referrals.referredUserId, userId))).toEqual([]);
  });

  it('a verified account keeps its referrer when Google is linked to it', async () => {
    const referrer = await insertUser(api.db, { email: `referrer.${next()}@example.test` });
    const email = `keepsreferrer.${next()}@gmail.example`;
    const userId = await insertUser(api.db, { email, invitedBy: referrer });
    await api.db.insert(schema.referrals).values({ referrerId: referrer, referredUserId: userId });
    const idToken = await api.fake.signGoogle({ sub: `google-${next()}`, email, email_verified: true, name: 'Echte Eigenaar' });
    expect((await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } })).status).toBe(200);
    const [user] = await api.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user?.invitedBy).toBe(referrer);
    expect(await api.db.select().from(schema.referrals).where(eq(schema.referrals.referredUserId, userId))).toHaveLength(1);
  });

  it('a verified account keeps its password when Google is linked to it', async () => {
    const email = `linked.${next()}@gmail.example`;
    await insertUser(api.db, { email });
    const idToken = await api.fake.signGoogle({ sub: `google-${next()}`, email, email_verified: true, name: 'Linked User' });
    expect((await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } })).status).toBe(200);
    expect((await api.call('POST', '/token', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('an unverified Google address is not trusted for linking', async () => {
    const email = `victim.${next()}@example.be`;
    await insertUser(api.db, { email });
    const idToken = await api.fake.signGoogle({ sub: `google-${next()}`, email, email_verified: false, name: 'Mallory' });
    const login = await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } });
    expect(login.body.error).toBe('unregistered');
    const check = await api.call('POST', '/register/social/google/check', { body: { googleAuthToken: idToken } });
    expect(check.body).toMatchObject({ registered: false, email: null });
  });

  it.each([
    ['a token signed by an unknown key', { rogue: true }, {}],
    ['an expired token', { expiresIn: '-5m' }, {}],
    ['another audience', {}, { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', {}, { iss: 'https://evil.example' }],
  ])('refuses %s with the social error (both languages)', async (_label, options, claims) => {
    const idToken = await api.fake.signGoogle({ sub: `google-${next()}`, email: 'x@gmail.example', email_verified: true, ...claims }, options);
    const login = await api.call('POST', '/token/google', { body: { googleAuthToken: idToken } });
    expect(login.status).toBe(422);
    expect(login.body).toMatchObject({
      message: 'Er ging iets mis bij het inloggen via sociale media.',
      error: 'social_token_invalid',
      errors: { googleAuthToken: ['Er ging iets mis bij het inloggen via sociale media.'] },
    });
    const check = await api.call('POST', '/register/social/google/check', { body: { googleAuthToken: idToken }, locale: 'fr' });
    expect(check.status).toBe(422);
    expect(check.body.message).toBe('Une erreur s’est produite lors de la vérification de votre compte.');
  });

  it('refuses garbage and missing tokens', async () => {
    for (const body of [{}, { googleAuthToken: 'not.a.jwt' }, { googleAuthToken: 'abc' }, { googleAuthToken: ['x'] }]) {
      const result = await api.call('POST', '/token/google', { body });
      expect(result.status).toBe(422);
    }
  });
});

describe('Apple', () => {
  it('private relay sign-up: the name comes from the first-sign-in hint; authorization.id_token is accepted', async () => {
    const sub = `apple-${next()}`;
    const email = `${next()}@privaterelay.appleid.com`;
    const idToken = await api.fake.signApple({ sub, email, email_verified: 'true', is_private_email: 'true' });
    const body = { authorization: { id_token: idToken, code: 'c0de' }, user: { name: { firstName: 'Pieter', lastName: 'Jacobs' } } };
    expect((await api.call('POST', '/token/apple', { body })).body.error).toBe('unregistered');
    const check = await api.call('POST', '/register/social/apple/check', { body });
    expect(check.body).toMatchObject({ registered: false, email, name: 'Pieter Jacobs' });
    const registered = await api.call('POST', '/register/social/apple', { body: { cache_id: check.body.cache_id, ...SOCIAL_STEPS } });
    expect(registered.status).toBe(201);
    const again = await api.call('POST', '/token/apple', { body: { id_token: idToken } });
    expect(again.status).toBe(200);
    const me = await api.call('GET', '/me', { token: (again.body.data as { token: string }).token });
    expect(me.body.data).toMatchObject({ email, fname: 'Pieter', lname: 'Jacobs' });
  });

  it('without a name hint the relay sign-up must type the names', async () => {
    const idToken = await api.fake.signApple({ sub: `apple-${next()}`, email: `${next()}@privaterelay.appleid.com` });
    const check = await api.call('POST', '/register/social/apple/check', { body: { id_token: idToken } });
    const result = await api.call('POST', '/register/social/apple', { body: { cache_id: check.body.cache_id, ...SOCIAL_STEPS } });
    expect(result.status).toBe(422);
    // The contract's name split falls back to the e-mail local part; a relay address has one word, so the last name is missing.
    expect(result.body.errors).toEqual({ lname: ['Achternaam is verplicht.'] });
    const ok = await api.call('POST', '/register/social/apple', { body: { cache_id: check.body.cache_id, ...SOCIAL_STEPS, fname: 'Eva', lname: 'Mertens' } });
    expect(ok.status).toBe(201);
  });

  it('refuses a token for another client id', async () => {
    const idToken = await api.fake.signApple({ sub: `apple-${next()}`, aud: `${APPLE_CLIENT_ID}.other` });
    const result = await api.call('POST', '/token/apple', { body: { id_token: idToken }, locale: 'fr' });
    expect(result).toMatchObject({
      status: 422,
      body: { message: 'Une erreur s’est produite lors de la connexion via les réseaux sociaux.', errors: { id_token: ['Une erreur s’est produite lors de la connexion via les réseaux sociaux.'] } },
    });
  });

  it('a sign-up without any address needs a typed one, which must then be verified by mail', async () => {
    const idToken = await api.fake.signApple({ sub: `apple-${next()}` });
    const check = await api.call('POST', '/register/social/apple/check', { body: { id_token: idToken } });
    expect(check.body).toMatchObject({ registered: false, email: null });
    const noEmail = await api.call('POST', '/register/social/apple', { body: { cache_id: check.body.cache_id, ...SOCIAL_STEPS, fname: 'Ine', lname: 'Goossens' } });
    expect(noEmail.body.errors).toEqual({ email: ['We kregen geen e-mailadres van je account. Vul je e-mailadres in.'] });
    const email = `typed.${next()}@example.be`;
    const result = await api.call('POST', '/register/social/apple', {
      body: { cache_id: check.body.cache_id, ...SOCIAL_STEPS, fname: 'Ine', lname: 'Goossens', email },
      locale: 'fr',
    });
    expect(result.status).toBe(201);
    expect(result.body.data).toEqual({ email, is_verified: false });
    expect((await api.call('POST', '/token/apple', { body: { id_token: idToken } })).status).toBe(403);
    await api.runJobs();
    const mail = await api.smtp.waitFor((m) => m.to.includes(email));
    const token = mailLink(mail, '/fr/verify').searchParams.get('token') ?? '';
    expect((await api.call('POST', '/email/verify', { body: { token } })).status).toBe(200);
    expect((await api.call('POST', '/token/apple', { body: { id_token: idToken } })).status).toBe(200);
  });
});

describe('Facebook', () => {
  it('unregistered then registered, checked against the Graph API', async () => {
    const id = `fb${next()}`;
    const email = `${id}@facebook.example`;
    api.fake.facebookToken(`EAAtoken${id}`, { id, name: 'Ruben Willems', email, first_name: 'Ruben', last_name: 'Willems' });
    const body = { access_token: `EAAtoken${id}` };
    expect((await api.call('POST', '/token/facebook', { body })).body.error).toBe('unregistered');
    const check = await api.call('POST', '/register/social/facebook/check', { body });
    expect(check.body).toMatchObject({ registered: false, email, name: 'Ruben Willems' });
    const registered = await api.call('POST', '/register/social/facebook', {
      body: { cache_id: check.body.cache_id, ...SOCIAL_STEPS, invited_by: 'UNKNOWN-CODE' },
    });
    expect(registered.status).toBe(201);
    const login = await api.call('POST', '/token/facebook', { body });
    expect(login.status).toBe(200);
    const linked = await api.db
      .select()
      .from(schema.socialAccounts)
      .where(and(eq(schema.socialAccounts.provider, 'facebook'), eq(schema.socialAccounts.providerUserId, id)));
    expect(linked).toHaveLength(1);
  });

  it('refuses unknown tokens and tokens issued to another app', async () => {
    const id = `fb${next()}`;
    api.fake.facebookToken(`EAAother${id}`, { id, name: 'Other App', app_id: `${FACEBOOK_APP_ID}9` });
    for (const token of [`EAAunknown${id}`, `EAAother${id}`, 'short', 'with space token']) {
      const result = await api.call('POST', '/token/facebook', { body: { access_token: token } });
      expect(result.status).toBe(422);
      expect(result.body.errors).toEqual({ access_token: ['Er ging iets mis bij het inloggen via sociale media.'] });
    }
  });
});

describe('providers switched off', () => {
  it('answer a clear 400 on every social endpoint, in both languages', async () => {
    api.configureAccounts({ fake: undefined, smtpUrl: null, now: undefined });
    for (const provider of ['google', 'facebook', 'apple'] as const) {
      for (const url of [`/token/${provider}`, `/register/social/${provider}/check`, `/register/social/${provider}`]) {
        const result = await api.call('POST', url, { body: { googleAuthToken: 'x', access_token: 'x', id_token: 'x' } });
        expect(result.status).toBe(400);
        expect(result.body.error).toBe('provider_disabled');
      }
    }
    const nl = await api.call('POST', '/token/google', { body: {} });
    expect(nl.body.message).toBe('Inloggen met Google is niet beschikbaar.');
    const fr = await api.call('POST', '/token/apple', { body: {}, locale: 'fr' });
    expect(fr.body.message).toBe('La connexion avec Apple n’est pas disponible.');
    const unknown = await api.call('POST', '/token/myspace', { body: {} });
    expect(unknown.status).toBe(404);
  });
});

describe('pending sign-ups', () => {
  it('expire after an hour', async () => {
    const idToken = await api.fake.signGoogle({ sub: `google-${next()}`, email: `late.${next()}@gmail.example`, email_verified: true, name: 'Late Comer' });
    const check = await api.call('POST', '/register/social/google/check', { body: { googleAuthToken: idToken } });
    api.clock += 61 * 60 * 1000;
    const result = await api.call('POST', '/register/social/google', { body: { cache_id: check.body.cache_id, ...SOCIAL_STEPS }, locale: 'fr' });
    expect(result.status).toBe(422);
    expect(result.body.errors).toMatchObject({ cache_id: ['Votre inscription a expiré. Recommencez en vous connectant via les réseaux sociaux.'] });
  });

  it('belong to their provider', async () => {
    const idToken = await api.fake.signGoogle({ sub: `google-${next()}`, email: `cross.${next()}@gmail.example`, email_verified: true, name: 'Cross Over' });
    const check = await api.call('POST', '/register/social/google/check', { body: { googleAuthToken: idToken } });
    const result = await api.call('POST', '/register/social/apple', { body: { cache_id: check.body.cache_id, ...SOCIAL_STEPS } });
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {})).toContain('cache_id');
  });
});
