import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { PASSWORD, SITE_URL, insertUser, mailLink, parseMail, registrationBody, sampleImage } from './account.fixtures';

/** Registration steps, final e-mail registration, avatar upload, verification mail and password reset, with real mail. */

// scrypt (N = 2^17) makes every login and registration take around a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const api = useApiHarness({ accounts: { smtp: true, clock: true } });

let seq = 0;
const uniqueEmail = (prefix = 'new') => `${prefix}.${Date.now().toString(36)}.${(seq += 1)}@example.be`;
const NEW_PASSWORD = 'Mijn-nieuwe-wachtwoord-2026';

const registration = (email: string, extra: Record<string, unknown> = {}) => registrationBody(email, NEW_PASSWORD, extra);

const mailTo = (email: string) => (mail: { to: string[] }) => mail.to.includes(email);

describe('e-mail registration, verification and login (real SMTP)', () => {
  it.each(['nl', 'fr'] as const)('registers in %s, mails a single-use link that verifies, then logs in', async (locale) => {
    const code = `REF${Date.now().toString(36).toUpperCase()}${locale.toUpperCase()}`;
    const referrer = await insertUser(api.db, { email: uniqueEmail('referrer'), referralCode: code });
    const email = uniqueEmail(`register-${locale}`);
    const result = await api.call('POST', '/register', {
      locale,
      body: registration(email, { invited_by: code.toLowerCase(), campaign_tag: 'zomer-2026' }),
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body).toEqual({
      message:
        locale === 'nl'
          ? 'Je account is aangemaakt. We hebben je een e-mail gestuurd om je e-mailadres te bevestigen.'
          : 'Votre compte a été créé. Nous vous avons envoyé un e-mail pour confirmer votre adresse.',
      data: { email, is_verified: false },
    });
    const [user] = await api.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user).toMatchObject({ locale, invitedBy: referrer, campaignTag: 'zomer-2026', isSubscribed: true, gender: 0, emailVerifiedAt: null });
    expect(user?.passwordHash).toMatch(/^scrypt\$17\$/);
    expect(await api.db.select().from(schema.referrals).where(eq(schema.referrals.referredUserId, user?.id ?? 0))).toHaveLength(1);

    // Not verified yet: login is refused with 403 and the dialog's status check says false.
    expect((await api.call('POST', '/token', { body: { email, password: NEW_PASSWORD }, locale })).status).toBe(403);
    expect((await api.call('POST', '/is-verified', { body: { email, password: NEW_PASSWORD } })).body).toEqual({ is_verified: false });

    // The mail leaves through the job queue, after the answer.
    await api.runJobs();
    const mail = await api.smtp.waitFor(mailTo(email));
    expect(mail.subject).toBe(locale === 'nl' ? 'Bevestig je e-mailadres voor Dealwijzer' : 'Confirmez votre adresse e-mail pour Dealwijzer');
    expect(mail.text).toContain(locale === 'nl' ? 'Hallo Sofie,' : 'Bonjour Sofie,');
    const link = mailLink(mail, locale === 'nl' ? '/verify' : '/fr/verify');
    expect(link.origin).toBe(SITE_URL);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9]{48}$/);
    const stored = await api.db.select().from(schema.userTokens).where(eq(schema.userTokens.userId, user?.id ?? 0));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);

    const verified = await api.call('POST', '/email/verify', { body: { token }, locale });
    expect(verified).toMatchObject({ status: 200, body: { data: { email, is_verified: true } } });
    expect(verified.body.message).toBe(
      locale === 'nl' ? 'Je e-mailadres is bevestigd. Je kunt nu inloggen.' : 'Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.',
    );
    const again = await api.call('POST', '/email/verify', { body: { token }, locale });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      token: [
        locale === 'nl'
          ? 'Deze bevestigingslink is ongeldig of verlopen. Vraag een nieuwe aan.'
          : 'Ce lien de confirmation n’est pas valide ou a expiré. Demandez-en un nouveau.',
      ],
    });

    expect((await api.call('POST', '/is-verified', { body: { email, password: NEW_PASSWORD } })).body).toEqual({ is_verified: true });
    expect((await api.call('POST', '/is-verified', { body: { email, password: 'wrong-password' } })).body).toEqual({ is_verified: false });
    expect((await api.call('POST', '/is-verified', { body: { email } })).body).toEqual({ is_verified: false });
    const login = await api.call('POST', '/token', { body: { email, password: NEW_PASSWORD, g_recaptcha: null } });
    expect(login.status).toBe(200);
  });

  it('refuses a taken address, missing terms and a mismatched confirmation on the final call', async () => {
    const taken = uniqueEmail('taken');
    await insertUser(api.db, { email: taken });
    const result = await api.call('POST', '/register', { body: registration(taken, { terms: false, password_confirmation: 'nope' }) });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({
      email: ['Dit e-mailadres is al in gebruik.'],
      terms: ['Je moet de algemene voorwaarden aanvaarden.'],
      password_confirmation: ['De wachtwoorden komen niet overeen.'],
    });
    expect(api.smtp.messages.filter(mailTo(taken))).toEqual([]);
  });

  it('verification links expire, and resending replaces the previous link', async () => {
    const email = uniqueEmail('expire');
    await api.call('POST', '/register', { body: registration(email) });
    await api.runJobs();
    const first = mailLink(await api.smtp.waitFor(mailTo(email)), '/verify').searchParams.get('token') ?? '';

    const resend = await api.call('POST', '/resend-verification', { body: { email } });
    expect(resend).toMatchObject({
      status: 200,
      body: { message: 'Als dit adres nog bevestigd moet worden, ontvang je binnen enkele minuten een nieuwe bevestigingsmail.' },
    });
    await api.runJobs();
    const second = await api.smtp.waitFor((mail) => mailTo(email)(mail) && !mail.text.includes(first));
    const secondToken = mailLink(second, '/verify').searchParams.get('token') ?? '';
    expect(secondToken).not.toBe(first);
    expect((await api.call('POST', '/email/verify', { body: { token: first } })).status).toBe(422);

    // Within the 60 s cooldown another resend is refused.
    const tooSoon = await api.call('POST', '/resend-verification', { body: { email } });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('Retry-After'))).toBeLessThanOrEqual(60);

    api.clock += 49 * 60 * 60 * 1000;
    const expired = await api.call('POST', '/email/verify', { body: { token: secondToken }, locale: 'fr' });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('Ce lien de confirmation n’est pas valide ou a expiré. Demandez-en un nouveau.');
  });

  it('resend answers the same for unknown, verified and unverified addresses, and mails only the unverified', async () => {
    const verified = uniqueEmail('verified');
    await insertUser(api.db, { email: verified });
    const answers = await Promise.all(
      [verified, uniqueEmail('unknown')].map((email) => api.call('POST', '/resend-verification', { body: { email }, locale: 'fr' })),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 200,
        body: { message: 'Si cette adresse doit encore être confirmée, vous recevrez un nouvel e-mail de confirmation d’ici quelques minutes.' },
      });
    }
    await api.runJobs();
    expect(api.smtp.messages.filter(mailTo(verified))).toEqual([]);
  });
});

describe('password reset (real SMTP)', () => {
  it.each(['nl', 'fr'] as const)('mails a reset link in the user locale (%s); the reset is single-use and signs out everywhere', async (locale) => {
    const email = uniqueEmail(`reset-${locale}`);
    await insertUser(api.db, { email, locale, fname: 'Noor' });
    const login = await api.call('POST', '/token', { body: { email, password: PASSWORD } });
    const session = (login.body.data as { token: string }).token;

    const answer = await api.call('POST', '/password/email', { body: { email }, locale });
    const unknown = await api.call('POST', '/password/email', { body: { email: uniqueEmail('ghost') }, locale });
    expect(answer).toMatchObject({ status: 200 });
    expect(unknown.body).toEqual(answer.body);
    await api.runJobs();
    expect(answer.body.message).toBe(
      locale === 'nl'
        ? 'Als er een account bestaat voor dit e-mailadres, ontvang je binnen enkele minuten een e-mail om je wachtwoord opnieuw in te stellen.'
        : 'Si un compte existe pour cette adresse e-mail, vous recevrez d’ici quelques minutes un e-mail pour réinitialiser votre mot de passe.',
    );

    // The mail leaves through the job queue, after the answer.
    await api.runJobs();
    const mail = await api.smtp.waitFor(mailTo(email));
    expect(mail.subject).toBe(locale === 'nl' ? 'Stel je Dealwijzer-wachtwoord opnieuw in' : 'Réinitialisez votre mot de passe Dealwijzer');
    const link = mailLink(mail, locale === 'nl' ? '/password/reset' : '/fr/password/reset');
    const token = link.searchParams.get('token') ?? '';
    expect(link.searchParams.get('email')).toBe(email);

    // The page asks first whether its link works: it does, for this address only.
    expect((await api.call('POST', '/password/reset/check', { body: { token, email }, locale })).status).toBe(204);
    expect((await api.call('POST', '/password/reset/check', { body: { token, email: uniqueEmail('other') }, locale })).status).toBe(422);
    expect((await api.call('POST', '/password/reset/check', { body: { token: '', email }, locale })).status).toBe(422);

    const mismatch = await api.call('POST', '/password/reset', {
      body: { token, email: uniqueEmail('other'), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      locale,
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({
      token: [
        locale === 'nl'
          ? 'Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe aan.'
          : 'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau.',
      ],
    });
    const weak = await api.call('POST', '/password/reset', { body: { token, email, password: 'short', password_confirmation: 'short' }, locale });
    expect(Object.keys(weak.body.errors ?? {})).toEqual(['password']);

    const done = await api.call('POST', '/password/reset', { body: { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, locale });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(
      locale === 'nl'
        ? 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.'
        : 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    );
    expect((await api.call('GET', '/me', { token: session })).status).toBe(401);
    const reused = await api.call('POST', '/password/reset', { body: { token, email, password: 'Another-passphrase-1', password_confirmation: 'Another-passphrase-1' } });
    expect(reused.status).toBe(422);
    // Used: the link's page says so when it opens.
    const usedCheck = await api.call('POST', '/password/reset/check', { body: { token, email }, locale });
    expect(usedCheck.status).toBe(422);
    expect(usedCheck.body.errors).toEqual({ token: [expect.stringMatching(locale === 'nl' ? /ongeldig of verlopen/ : /pas valide ou a expiré/)] });
    expect((await api.call('POST', '/token', { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
    await api.runJobs();
    const notice = await api.smtp.waitFor((m) => mailTo(email)(m) && m.subject !== mail.subject);
    expect(notice.subject).toBe(locale === 'nl' ? 'Je Dealwijzer-wachtwoord is gewijzigd' : 'Votre mot de passe Dealwijzer a été modifié');
  });

  it('a reset on an account nobody proved the address of drops the referrer and campaign its maker chose', async () => {
    const referrer = await insertUser(api.db, { email: uniqueEmail('hijacker'), referralCode: 'HIJACK01' });
    const email = uniqueEmail('reset-unproven');
    const userId = await insertUser(api.db, { email, emailVerifiedAt: null, invitedBy: referrer, campaignTag: 'their-campaign' });
    await api.db.insert(schema.referrals).values({ referrerId: referrer, referredUserId: userId });
    await api.call('POST', '/password/email', { body: { email } });
    await api.runJobs();
    const token = mailLink(await api.smtp.waitFor(mailTo(email)), '/password/reset').searchParams.get('token') ?? '';
    const done = await api.call('POST', '/password/reset', { body: { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    const [user] = await api.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ invitedBy: null, campaignTag: null });
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(await api.db.select().from(schema.referrals).where(eq(schema.referrals.referredUserId, userId))).toEqual([]);
  });

  it('reset links expire after an hour', async () => {
    const email = uniqueEmail('reset-expiry');
    await insertUser(api.db, { email });
    await api.call('POST', '/password/email', { body: { email } });
    await api.runJobs();
    const token = mailLink(await api.smtp.waitFor(mailTo(email)), '/password/reset').searchParams.get('token') ?? '';
    api.clock += 61 * 60 * 1000;
    const result = await api.call('POST', '/password/reset', { body: { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    expect(result.status).toBe(422);
  });

  it('rate limits reset requests per address', async () => {
    const email = uniqueEmail('reset-limit');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await api.call('POST', '/password/email', { body: { email }, ip: `10.9.0.${attempt}` })).status).toBe(200);
    }
    const limited = await api.call('POST', '/password/email', { body: { email }, ip: '10.9.1.1' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('counts link checks apart from resets: opening the page never uses up the reset, and checks have their own limit', async () => {
    const body = { token: 'x'.repeat(64), email: uniqueEmail('reset-buckets'), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    // 20 checks (the page opened 20 times) leave the 20 resets of the hour.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await api.call('POST', '/password/reset/check', { body, ip: '10.9.2.1' })).status).toBe(422);
    }
    expect((await api.call('POST', '/password/reset', { body, ip: '10.9.2.1' })).status).toBe(422);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await api.call('POST', '/password/reset/check', { body, ip: '10.9.2.1' })).status).toBe(422);
    }
    const limited = await api.call('POST', '/password/reset/check', { body, ip: '10.9.2.1' });
    expect(limited.status).toBe(429);
    expect((await api.call('POST', '/password/reset', { body, ip: '10.9.2.1' })).status).toBe(422);
  });

  it('field errors for a bad address', async () => {
    const result = await api.call('POST', '/password/email', { body: { email: 'nope' }, locale: 'fr' });
    expect(result).toMatchObject({ status: 422, body: { errors: { email: ['Veuillez saisir une adresse e-mail valide.'] } } });
  });
});

describe('registration rate limit', () => {
  it('limits final registrations per address', async () => {
    const email = uniqueEmail('flood');
    const body = registration(email, { terms: false });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await api.call('POST', '/register', { body, ip: `10.8.0.${attempt}` })).status).toBe(422);
    }
    const limited = await api.call('POST', '/register', { body, ip: '10.8.1.1' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('POST /register/upload-image', () => {
  async function upload(file: Blob | null, name: string, locale: 'nl' | 'fr' = 'nl') {
    const form = new FormData();
    if (file !== null) form.append('file', file, name);
    return api.call('POST', '/register/upload-image', { raw: form, locale });
  }

  it.each(['png', 'jpeg'] as const)('stores a re-encoded %s and returns its path, usable as avatar on registration', async (format) => {
    const image = await sampleImage(format, 900);
    const result = await upload(new Blob([new Uint8Array(image)], { type: `image/${format}` }), `me.${format === 'png' ? 'png' : 'jpg'}`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const file = result.body.file as string;
    expect(file).toMatch(/^uploads\/avatars\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(result.body.url).toBe(`/api/media/${file}`);
    const stored = await readFile(path.join(api.dataDir, file));
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const email = uniqueEmail('avatar');
    const registered = await api.call('POST', '/register', { body: registration(email, { avatar: file }) });
    expect(registered.status).toBe(201);
    const [user] = await api.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user?.avatarPath).toBe(file);
  });

  it('refuses other types, fake images, empty and missing files with errors.file (both languages)', async () => {
    const gif = await upload(new Blob([new Uint8Array(Buffer.from('GIF89a....'))]), 'a.gif');
    expect(gif.body.errors).toEqual({ file: ['De afbeelding moet een png-, jpg- of jpeg-bestand zijn.'] });
    const fakePng = await upload(new Blob(['<svg onload="alert(1)"></svg>']), 'evil.png', 'fr');
    expect(fakePng.body.errors).toEqual({ file: ['L’image doit être un fichier png, jpg ou jpeg.'] });
    const truncated = await upload(new Blob([new Uint8Array((await sampleImage('png', 200)).subarray(0, 60))]), 'broken.png');
    expect(truncated.body.errors).toEqual({ file: ['Dit bestand is geen geldige afbeelding.'] });
    const missing = await upload(null, '');
    expect(missing.body.errors).toEqual({ file: ['Kies een afbeelding.'] });
    const text = await upload(new Blob(['just text']), 'x.jpg');
    expect(text.status).toBe(422);
    const json = await api.call('POST', '/register/upload-image', { body: { file: 'x' } });
    expect(json.body.errors).toEqual({ file: ['Kies een afbeelding.'] });
  });

  it('refuses files over the size limit', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    const result = await upload(new Blob([big]), 'big.jpg', 'fr');
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ file: ['L’image ne peut pas dépasser 5 Mo.'] });
  });
});

describe('without SMTP', () => {
  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    api.configureAccounts({ smtpUrl: null });
    const email = uniqueEmail('outbox');
    expect((await api.call('POST', '/register', { body: registration(email), locale: 'fr' })).status).toBe(201);
    await api.runJobs();
    const dir = path.join(api.dataDir, 'mail');
    const files = (await readdir(dir)).filter((file) => file.endsWith('.eml'));
    const contents = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
    const raw = contents.find((content) => content.includes(email));
    expect(raw).toBeDefined();
    const parsed = parseMail(raw ?? '');
    expect(parsed.subject).toBe('Confirmez votre adresse e-mail pour Dealwijzer');
    const token = mailLink(parsed, '/fr/verify').searchParams.get('token') ?? '';
    expect((await api.call('POST', '/email/verify', { body: { token } })).status).toBe(200);
  });
});
