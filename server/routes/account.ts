import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type {
  AccountErrorBody,
  AuthProviders,
  IsVerifiedResponse,
  MessageResponse,
  RegisterResponse,
  SocialCheckResponse,
  TokenResponse,
  UploadImageResponse,
  UserResponse,
  VerifyEmailResponse,
} from '@/lib/api/account';
import type { Locale } from '@/lib/i18n/routing';
import {
  accountSchemas,
  AVATAR_MAX_BYTES,
  SOCIAL_PROVIDERS,
  splitName,
  type AccountField,
  type SocialProvider,
} from '@/lib/schemas/account';
import type { Db } from '../db/client';
import { pendingSocialSignups, socialAccounts, users } from '../db/schema';
import { requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { fieldErrors, HttpError, validationError, zodToFieldErrors } from '../http/errors';
import { requestLocale } from '../http/locale';
import { clientIp } from '../http/request';
import { mediaUrl } from '../http/urls';
import { readJsonBody } from '../http/validate';
import { logger } from '../logger';
import { hashPassword, needsRehash, verifyPassword } from '../services/passwords';
import { enqueueAccountMail, sendVerificationMail } from '../services/accounts/account-mail';
import { AvatarError, claimAvatar, isOwnAvatar, storeAvatar } from '../services/accounts/avatar-upload';
import { accountConfig, enabledProviders, uploadsDir, type AccountConfig } from '../services/accounts/config';
import { linkSocialAccount, resetPassword, saveSettings } from '../services/accounts/credentials';
import {
  SocialTokenError,
  verifyAppleToken,
  verifyFacebookToken,
  verifyGoogleToken,
  verifyRecaptcha,
  type SocialIdentity,
} from '../services/accounts/integrations';
import { accountTexts, validationMessages, type AccountTexts } from '../services/accounts/messages';
import { accountRateLimiter, RATE_RULES, type RateRule } from '../services/accounts/rate-limit';
import { accessTokenId, consumeUserToken, issueAccessToken, peekUserToken, revokeAccessToken } from '../services/accounts/tokens';
import {
  AccountConflictError,
  createUser,
  deleteExpiredPendingSignups,
  emailTaken,
  eraseUser,
  findUser,
  findUserByEmail,
  parseIncludes,
  presentUser,
  type UserRow,
} from '../services/accounts/users';

/**
 * The account and session calls (docs/product.md, API): login (e-mail and social), logout, the signed-in
 * user and settings, account deletion, the four registration steps and final registration (e-mail
 * and social), avatar upload, e-mail verification and password reset.
 *
 * Security (OWASP ASVS level 2): generic answers wherever an address could otherwise be probed
 * (login, reset, resend, verification status); a password hash is checked even for unknown
 * addresses so timing does not tell either; rate limits per IP and per address; mailed links are
 * single-use, expiring, stored as hashes; secrets never reach the log.
 */

/** A pending social sign-up (the check call's cache_id) lives this long. */
export const SOCIAL_SIGNUP_MINUTES = 60;

/** An answer with extra fields beyond HttpError's `{message, errors}` (an `error` code, a toast title). */
class AccountError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 422 | 429,
    readonly body: AccountErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

type Handler = (c: Context<AppEnv>) => Promise<Response>;

function handle(handler: Handler): Handler {
  return async (c) => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof AccountError) return c.json(error.body, error.status, error.headers);
      throw error;
    }
  };
}

type Request = {
  c: Context<AppEnv>;
  db: Db;
  locale: Locale;
  t: AccountTexts;
  config: AccountConfig;
  schemas: ReturnType<typeof accountSchemas>;
  ip: string | null;
};

function request(c: Context<AppEnv>): Request {
  const locale = requestLocale(c);
  const config = accountConfig();
  return {
    c,
    db: c.var.db,
    locale,
    t: accountTexts(locale),
    config,
    schemas: accountSchemas(validationMessages(locale), config.now),
    ip: clientIp(c)?.slice(0, 64) ?? 'unknown',
  };
}

function limit(r: Request, checks: Array<{ rule: RateRule; key: string | null | undefined }>): void {
  const retryAfter = accountRateLimiter.hit(
    checks.map(({ rule, key }) => ({ rule, key: key ?? null })),
    r.config.now().getTime(),
  );
  if (retryAfter !== null) {
    throw new AccountError(429, { message: r.t.tooManyAttempts(retryAfter), error: 'too_many_attempts' }, { 'Retry-After': String(retryAfter) });
  }
}

/** The e-mail of a body, normalised, for per-address rate limits (before validation). */
function emailKey(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() || null : null;
}

type Checked<T> = { data: T | null; errors: Record<string, string[]> };

/** Parses a body; on failure one message per field, the first rule it broke (a form shows one line per field). */
function check<S extends z.ZodType>(schema: S, body: unknown): Checked<z.infer<S>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data, errors: fieldErrors() };
  const errors = fieldErrors();
  for (const [field, messages] of Object.entries(zodToFieldErrors(parsed.error))) errors[field] = messages.slice(0, 1);
  return { data: null, errors };
}

function addError(errors: Record<string, string[]>, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** The data, or a 422 with every field error (schema and extra checks together). */
function valid<T>(checked: Checked<T>): T {
  if (Object.keys(checked.errors).length > 0 || checked.data === null) throw validationError(checked.errors);
  return checked.data;
}

let dummyHash: Promise<string> | null = null;
/** A hash to check against when there is no account, so a wrong address costs as long as a wrong password. */
function timingHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-account-${Math.random()}`);
  return dummyHash;
}

async function passwordMatches(plain: string, stored: string | null | undefined): Promise<boolean> {
  const hash = stored ?? (await timingHash());
  const ok = await verifyPassword(plain, hash);
  return ok && stored !== null && stored !== undefined;
}

function providerParam(r: Request): SocialProvider {
  const raw = r.c.req.param('provider') ?? '';
  const provider = (SOCIAL_PROVIDERS as readonly string[]).includes(raw) ? (raw as SocialProvider) : null;
  if (!provider) throw new HttpError(404, `The route ${r.c.req.path} could not be found.`);
  if (!enabledProviders(r.config)[provider]) {
    throw new AccountError(400, { message: r.t.providerDisabled(raw.slice(0, 32)), error: 'provider_disabled' });
  }
  return provider;
}

const TOKEN_FIELDS: Record<SocialProvider, AccountField | 'access_token' | 'googleAuthToken' | 'id_token'> = {
  facebook: 'access_token',
  google: 'googleAuthToken',
  apple: 'id_token',
};

const text = (value: unknown, max = 8192): string | null => (typeof value === 'string' && value.length <= max ? value : null);

/** Verifies the provider's proof in the body; 422 (with the provider's token field) when it is refused. */
async function socialIdentity(r: Request, provider: SocialProvider, body: unknown, failure: string): Promise<SocialIdentity> {
  const input = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const field = TOKEN_FIELDS[provider];
  const refuse = (): never => {
    throw new AccountError(422, { message: failure, error: 'social_token_invalid', errors: { [field]: [failure] } });
  };
  try {
    if (provider === 'facebook') return await verifyFacebookToken(r.config, text(input.access_token) ?? refuse());
    if (provider === 'google') return await verifyGoogleToken(r.config, text(input.googleAuthToken) ?? refuse());
    const authorization = input.authorization && typeof input.authorization === 'object' ? (input.authorization as Record<string, unknown>) : {};
    const idToken = text(input.id_token) ?? text(authorization.id_token) ?? refuse();
    const user = input.user && typeof input.user === 'object' ? (input.user as Record<string, unknown>) : {};
    const name = user.name && typeof user.name === 'object' ? (user.name as Record<string, unknown>) : {};
    const hint = (value: unknown) => {
      const cleaned = text(value, 100)?.trim();
      return cleaned ? cleaned : null;
    };
    return await verifyAppleToken(r.config, idToken, { fname: hint(name.firstName), lname: hint(name.lastName) });
  } catch (error) {
    if (error instanceof SocialTokenError) {
      logger.info('social_token_refused', { provider, reason: error.message.slice(0, 200) });
      return refuse();
    }
    throw error;
  }
}

/** The live account a social identity signs in to: linked before, or (provider-verified) same e-mail, then linked now. */
async function accountForIdentity(r: Request, identity: SocialIdentity, link: boolean): Promise<UserRow | null> {
  const [linked] = await r.db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, and(eq(users.id, socialAccounts.userId), isNull(users.deletedAt)))
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.providerUserId, identity.providerUserId)))
    .limit(1);
  if (linked) return linked.user;
  if (!identity.email) return null;
  const user = await findUserByEmail(r.db, identity.email);
  if (!user || !link) return user;
  return linkSocialAccount(r.db, user, identity, r.config.now());
}

function notVerified(r: Request): AccountError {
  return new AccountError(403, { message: r.t.emailNotVerified, error: 'email_not_verified' });
}

async function meResponse(r: Request, userId: number, rawInclude: unknown): Promise<Response> {
  const user = await presentUser(r.db, userId, parseIncludes(rawInclude));
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  return r.c.json({ data: user } satisfies UserResponse, 200, { 'Cache-Control': 'no-store' });
}

async function checkAvatar(r: Request, avatar: string | null, userId: number | null, errors: Record<string, string[]>): Promise<void> {
  if (avatar && !(await isOwnAvatar(r.db, avatar, userId))) addError(errors, 'avatar', r.t.avatarUnknown);
}

function avatarErrorMessage(t: AccountTexts, error: AvatarError): string {
  switch (error.problem) {
    case 'required':
      return t.fileRequired;
    case 'type':
      return t.fileType;
    case 'too_large':
      return t.fileTooLarge(Math.round(AVATAR_MAX_BYTES / 1024 / 1024));
    case 'unreadable':
      return t.fileUnreadable;
  }
}

export const accountRoutes = new Hono<AppEnv>()
  // ---- Which sign-in methods this server has configured
  .get(
    '/auth/providers',
    handle(async (c) => {
      const config = accountConfig();
      const providers = enabledProviders(config);
      return c.json({ data: { email: true, ...providers, recaptcha: config.recaptcha !== null } satisfies AuthProviders });
    }),
  )

  // ---- Login and logout
  .post(
    '/token',
    handle(async (c) => {
      const r = request(c);
      const body = await readJsonBody(c);
      limit(r, [
        { rule: RATE_RULES.loginIp, key: r.ip },
        { rule: RATE_RULES.loginEmail, key: emailKey(body) },
      ]);
      const data = valid(check(r.schemas.login, body));
      if ((await verifyRecaptcha(r.config, data.g_recaptcha, r.ip === 'unknown' ? null : r.ip)) !== 'ok') {
        throw new AccountError(422, {
          message: r.t.recaptchaFailed,
          title: r.t.recaptchaTitle,
          error: 'recaptcha_failed',
          errors: { g_recaptcha: [r.t.recaptchaFailed] },
        });
      }
      const user = await findUserByEmail(r.db, data.email);
      const matches = await passwordMatches(data.password, user?.passwordHash);
      if (!user || !matches) {
        throw new AccountError(422, {
          message: r.t.invalidCredentials,
          title: r.t.invalidCredentialsTitle,
          error: 'invalid_credentials',
          errors: { email: [r.t.invalidCredentials] },
        });
      }
      if (!user.emailVerifiedAt) throw notVerified(r);
      accountRateLimiter.clear(RATE_RULES.loginEmail, data.email);
      if (user.passwordHash && needsRehash(user.passwordHash)) {
        await r.db.update(users).set({ passwordHash: await hashPassword(data.password) }).where(eq(users.id, user.id));
      }
      const token = await issueAccessToken(r.db, user.id, r.config.now());
      return c.json({ data: { token } } satisfies TokenResponse);
    }),
  )
  .post(
    '/token/logout',
    handle(async (c) => {
      const userId = requireUser(c);
      const tokenId = accessTokenId(c.req.header('authorization'));
      if (tokenId !== null) await revokeAccessToken(c.var.db, userId, tokenId);
      return c.json({ message: accountTexts(requestLocale(c)).loggedOut } satisfies MessageResponse);
    }),
  )
  .post(
    '/token/:provider',
    handle(async (c) => {
      const r = request(c);
      const provider = providerParam(r);
      limit(r, [{ rule: RATE_RULES.socialIp, key: r.ip }]);
      const identity = await socialIdentity(r, provider, await readJsonBody(c), r.t.socialLoginFailed);
      const user = await accountForIdentity(r, identity, true);
      if (!user) throw new AccountError(404, { message: 'unregistered', error: 'unregistered' });
      if (!user.emailVerifiedAt) throw notVerified(r);
      const token = await issueAccessToken(r.db, user.id, r.config.now(), provider);
      return c.json({ data: { token } } satisfies TokenResponse);
    }),
  )

  // ---- The signed-in user
  .get(
    '/me',
    handle(async (c) => {
      const userId = requireUser(c);
      return meResponse(request(c), userId, c.req.queries('include') ?? c.req.queries('include[]'));
    }),
  )
  .put(
    '/me',
    handle(async (c) => {
      const userId = requireUser(c);
      const r = request(c);
      const body = await readJsonBody(c);
      const checked = check(r.schemas.profile, body);
      if (checked.data) await checkAvatar(r, checked.data.avatar, userId, checked.errors);
      const data = valid(checked);
      const changes: Partial<typeof users.$inferInsert> = {};
      if (data.fname !== undefined) changes.fname = data.fname;
      if (data.lname !== undefined) changes.lname = data.lname;
      if (data.gender !== undefined) changes.gender = data.gender;
      if (data.birthday !== undefined) changes.birthday = data.birthday;
      if (data.postal_code !== undefined) changes.postalCode = data.postal_code;
      if (data.locale !== undefined) changes.locale = data.locale;
      const newsletter = data.is_subscribed ?? data.newsletter;
      if (newsletter !== undefined) changes.isSubscribed = newsletter;
      // `avatar: null` removes the picture; an absent key leaves it.
      if (body && typeof body === 'object' && 'avatar' in body) changes.avatarPath = data.avatar;
      if (Object.keys(changes).length > 0) {
        await r.db.update(users).set(changes).where(eq(users.id, userId));
        if (data.avatar) await claimAvatar(r.db, data.avatar, userId);
      }
      return meResponse(r, userId, data.include ?? c.req.queries('include'));
    }),
  )
  .put(
    '/me/settings',
    handle(async (c) => {
      const userId = requireUser(c);
      const r = request(c);
      const data = valid(check(r.schemas.settings, await readJsonBody(c)));
      const settings = data.settings;
      const user = await findUser(r.db, userId);
      if (!user) throw new HttpError(401, 'Unauthenticated.');
      const changes: Partial<typeof users.$inferInsert> = {};

      if (settings.password !== undefined) {
        limit(r, [{ rule: RATE_RULES.passwordChangeUser, key: String(userId) }]);
        if (user.passwordHash !== null) {
          if (settings.current_password === undefined) {
            throw validationError({ 'settings.current_password': [validationMessages(r.locale).required('current_password')] });
          }
          if (!(await verifyPassword(settings.current_password, user.passwordHash))) {
            throw validationError({ 'settings.current_password': [r.t.currentPasswordWrong] });
          }
        }
        changes.passwordHash = await hashPassword(settings.password);
      }
      if (settings.locale !== undefined) changes.locale = settings.locale;
      if (settings.newsletter !== undefined) changes.isSubscribed = settings.newsletter;
      const flags = { ...user.settings };
      if (settings.email_notifications !== undefined) flags.email_notifications = settings.email_notifications;
      if (settings.push_notifications !== undefined) flags.push_notifications = settings.push_notifications;
      changes.settings = flags;

      await saveSettings(r.db, { userId, changes, keepTokenId: accessTokenId(c.req.header('authorization')) });
      if (changes.passwordHash) enqueueAccountMail(r.db, r.config, { kind: 'password_changed', userId });
      return meResponse(r, userId, data.include ?? c.req.queries('include'));
    }),
  )
  .post(
    '/me/request-account-delete',
    handle(async (c) => {
      const userId = requireUser(c);
      const r = request(c);
      await readJsonBody(c);
      await eraseUser(r.db, userId, r.config.now());
      logger.info('account_deleted', { user_id: userId });
      return c.json({ message: 'Success' } satisfies MessageResponse);
    }),
  )

  // ---- Registration
  .post(
    '/register/:step{step-[0-9]+}',
    handle(async (c) => {
      const step = (c.req.param('step') ?? '').slice('step-'.length);
      if (!['1', '2', '3', '4'].includes(step)) throw new HttpError(404, `The route ${c.req.path} could not be found.`);
      const r = request(c);
      limit(r, [{ rule: RATE_RULES.registerStepIp, key: r.ip }]);
      const body = await readJsonBody(c);
      const schema = step === '1' ? r.schemas.step1 : step === '2' ? r.schemas.step2 : step === '3' ? r.schemas.step3 : r.schemas.step4;
      const checked: Checked<unknown> = check(schema, body);
      if (step === '1' || step === '3') {
        // A taken address is the one thing registration must say (docs/product.md); checked even when other fields fail.
        const email = check(r.schemas.passwordEmail, body).data?.email;
        if (email && !checked.errors.email && (await emailTaken(r.db, email))) addError(checked.errors, 'email', r.t.emailTaken);
        if (step === '1' && checked.data) await checkAvatar(r, (checked.data as { avatar: string | null }).avatar, c.var.userId, checked.errors);
      }
      valid(checked);
      return c.json({ message: r.t.stepOk } satisfies MessageResponse);
    }),
  )
  .post(
    '/register',
    handle(async (c) => {
      const r = request(c);
      const body = await readJsonBody(c);
      limit(r, [
        { rule: RATE_RULES.registerIp, key: r.ip },
        { rule: RATE_RULES.registerEmail, key: emailKey(body) },
      ]);
      const checked = check(r.schemas.register, body);
      const email = check(r.schemas.passwordEmail, body).data?.email;
      if (email && !checked.errors.email && (await emailTaken(r.db, email))) addError(checked.errors, 'email', r.t.emailTaken);
      if (checked.data) await checkAvatar(r, checked.data.avatar, null, checked.errors);
      const data = valid(checked);
      let userId: number;
      try {
        userId = await createUser(r.db, {
          email: data.email,
          fname: data.fname,
          lname: data.lname,
          passwordHash: await hashPassword(data.password),
          locale: r.locale,
          emailVerifiedAt: null,
          gender: data.gender,
          birthday: data.birthday ?? null,
          postalCode: data.postal_code ?? null,
          isSubscribed: data.is_subscribed,
          avatarPath: data.avatar,
          campaignTag: data.campaign_tag,
          invitedBy: data.invited_by,
        });
      } catch (error) {
        if (error instanceof AccountConflictError) throw validationError({ email: [r.t.emailTaken] });
        throw error;
      }
      if (data.avatar) await claimAvatar(r.db, data.avatar, userId);
      try {
        await sendVerificationMail(r.db, r.config, { id: userId, email: data.email, fname: data.fname, locale: r.locale });
      } catch (error) {
        // The account stands; the verify-email dialog offers a resend.
        logger.error('mail_failed', { kind: 'verification', message: error instanceof Error ? error.message : String(error) });
      }
      return c.json({ message: r.t.registered, data: { email: data.email, is_verified: false } } satisfies RegisterResponse, 201);
    }),
  )
  .post(
    '/register/social/:provider/check',
    handle(async (c) => {
      const r = request(c);
      const provider = providerParam(r);
      limit(r, [{ rule: RATE_RULES.socialIp, key: r.ip }]);
      const identity = await socialIdentity(r, provider, await readJsonBody(c), r.t.socialCheckFailed);
      const name = identity.name ?? ([identity.fname, identity.lname].filter(Boolean).join(' ') || null);
      const existing = await accountForIdentity(r, identity, false);
      if (existing) return c.json({ registered: true, email: identity.email, name, cache_id: null } satisfies SocialCheckResponse);
      const now = r.config.now();
      await deleteExpiredPendingSignups(r.db, now);
      const split = splitName(name, identity.email);
      const [pending] = await r.db
        .insert(pendingSocialSignups)
        .values({
          provider,
          providerUserId: identity.providerUserId,
          email: identity.email,
          fname: (identity.fname ?? split.fname).slice(0, 100) || null,
          lname: (identity.lname ?? split.lname).slice(0, 100) || null,
          expiresAt: new Date(now.getTime() + SOCIAL_SIGNUP_MINUTES * 60 * 1000),
        })
        .returning({ id: pendingSocialSignups.id });
      return c.json({ registered: false, email: identity.email, name, cache_id: pending?.id ?? null } satisfies SocialCheckResponse);
    }),
  )
  .post(
    '/register/social/:provider',
    handle(async (c) => {
      const r = request(c);
      const provider = providerParam(r);
      const body = await readJsonBody(c);
      limit(r, [{ rule: RATE_RULES.registerIp, key: r.ip }]);
      const checked = check(r.schemas.registerSocial, body);
      const now = r.config.now();
      const cacheId = checked.data?.cache_id ?? '';
      const [pending] = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(cacheId)
        ? await r.db
            .select()
            .from(pendingSocialSignups)
            .where(and(eq(pendingSocialSignups.id, cacheId), eq(pendingSocialSignups.provider, provider), sql`${pendingSocialSignups.expiresAt} > ${now}`))
            .limit(1)
        : [];
      if (checked.data && !pending) addError(checked.errors, 'cache_id', r.t.socialSignupExpired);
      const data = checked.data;
      const email = pending?.email ?? data?.email ?? null;
      const fname = data?.fname ?? pending?.fname ?? null;
      const lname = data?.lname ?? pending?.lname ?? null;
      const required = validationMessages(r.locale).required;
      if (data && pending) {
        if (!email) addError(checked.errors, 'email', r.t.emailRequiredForSocial);
        else if (!checked.errors.email && (await emailTaken(r.db, email))) addError(checked.errors, 'email', r.t.emailTaken);
        if (!fname) addError(checked.errors, 'fname', required('fname'));
        if (!lname) addError(checked.errors, 'lname', required('lname'));
        await checkAvatar(r, data.avatar, null, checked.errors);
      }
      const valided = valid(checked);
      if (!pending || !email || !fname || !lname) throw validationError(checked.errors);
      // The provider vouched for its own address; a typed one still needs the mail.
      const verified = pending.email !== null && pending.email === email;
      let userId: number;
      try {
        userId = await createUser(r.db, {
          email,
          fname,
          lname,
          passwordHash: null,
          locale: r.locale,
          emailVerifiedAt: verified ? now : null,
          gender: valided.gender,
          birthday: valided.birthday,
          postalCode: valided.postal_code,
          isSubscribed: valided.is_subscribed,
          avatarPath: valided.avatar,
          campaignTag: valided.campaign_tag,
          invitedBy: valided.invited_by,
          social: { provider, providerUserId: pending.providerUserId, email: pending.email },
        });
      } catch (error) {
        if (error instanceof AccountConflictError) throw new AccountError(422, { message: r.t.socialAlreadyRegistered, errors: { email: [r.t.socialAlreadyRegistered] } });
        throw error;
      }
      await r.db.delete(pendingSocialSignups).where(eq(pendingSocialSignups.id, pending.id));
      if (valided.avatar) await claimAvatar(r.db, valided.avatar, userId);
      if (!verified) {
        try {
          await sendVerificationMail(r.db, r.config, { id: userId, email, fname, locale: r.locale });
        } catch (error) {
          logger.error('mail_failed', { kind: 'verification', message: error instanceof Error ? error.message : String(error) });
        }
        return c.json({ message: r.t.registered, data: { email, is_verified: false } } satisfies RegisterResponse, 201);
      }
      const token = await issueAccessToken(r.db, userId, now, provider);
      return c.json({ data: { token } } satisfies TokenResponse, 201);
    }),
  )
  .post(
    '/register/upload-image',
    handle(async (c) => {
      const r = request(c);
      limit(r, [{ rule: RATE_RULES.uploadIp, key: r.ip }]);
      const fail = (message: string): never => {
        throw validationError({ file: [message] });
      };
      // The requestBody middleware has bounded the body (MAX_UPLOAD_BODY_BYTES) before this runs.
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) fail(r.t.fileRequired);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return fail(r.t.fileRequired);
      }
      try {
        const file = await storeAvatar(r.db, { file: form.file, uploadsRoot: uploadsDir(r.config), userId: c.var.userId, now: r.config.now() });
        return c.json({ file, url: mediaUrl(file) ?? '' } satisfies UploadImageResponse);
      } catch (error) {
        if (error instanceof AvatarError) return fail(avatarErrorMessage(r.t, error));
        throw error;
      }
    }),
  )

  // ---- E-mail verification
  .post(
    '/email/verify',
    handle(async (c) => {
      const r = request(c);
      limit(r, [{ rule: RATE_RULES.verifyIp, key: r.ip }]);
      const data = valid(check(r.schemas.verification, await readJsonBody(c)));
      const now = r.config.now();
      const userId = await consumeUserToken(r.db, data.token, 'email_verification', now);
      const user = userId === null ? null : await findUser(r.db, userId);
      if (!user) throw new AccountError(422, { message: r.t.verificationInvalid, errors: { token: [r.t.verificationInvalid] } });
      if (!user.emailVerifiedAt) await r.db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
      return c.json({ message: r.t.verified, data: { email: user.email, is_verified: true } } satisfies VerifyEmailResponse);
    }),
  )
  .post(
    '/is-verified',
    handle(async (c) => {
      const r = request(c);
      limit(r, [{ rule: RATE_RULES.statusIp, key: r.ip }]);
      const data = valid(check(r.schemas.verificationForm, await readJsonBody(c)));
      // Only someone holding the password learns the status: for anyone else every address reads "not verified".
      if (data.password === undefined) return c.json({ is_verified: false } satisfies IsVerifiedResponse);
      const user = await findUserByEmail(r.db, data.email);
      const ok = await passwordMatches(data.password, user?.passwordHash);
      return c.json({ is_verified: Boolean(ok && user?.emailVerifiedAt) } satisfies IsVerifiedResponse);
    }),
  )
  .post(
    '/resend-verification',
    handle(async (c) => {
      const r = request(c);
      const body = await readJsonBody(c);
      limit(r, [
        { rule: RATE_RULES.resendIp, key: r.ip },
        { rule: RATE_RULES.resendEmail, key: emailKey(body) },
      ]);
      const data = valid(check(r.schemas.verificationForm, body));
      // Only the queue's worker finds out whether the address has an account (and still needs the mail).
      enqueueAccountMail(r.db, r.config, { kind: 'verification', email: data.email });
      return c.json({ message: r.t.verificationSent } satisfies MessageResponse);
    }),
  )

  // ---- Password reset
  .post(
    '/password/email',
    handle(async (c) => {
      const r = request(c);
      const body = await readJsonBody(c);
      limit(r, [
        { rule: RATE_RULES.resetIp, key: r.ip },
        { rule: RATE_RULES.resetEmail, key: emailKey(body) },
      ]);
      const data = valid(check(r.schemas.passwordEmail, body));
      enqueueAccountMail(r.db, r.config, { kind: 'password_reset', email: data.email });
      return c.json({ message: r.t.resetLinkSent } satisfies MessageResponse);
    }),
  )
  .post(
    '/password/reset',
    handle(async (c) => {
      const r = request(c);
      limit(r, [{ rule: RATE_RULES.resetSubmitIp, key: r.ip }]);
      const data = valid(check(r.schemas.passwordReset, await readJsonBody(c)));
      const now = r.config.now();
      const invalid = () => new AccountError(422, { message: r.t.resetInvalid, errors: { token: [r.t.resetInvalid] } });
      const holder = await peekUserToken(r.db, data.token, 'password_reset', now);
      const user = holder === null ? null : await findUser(r.db, holder);
      if (!user || user.email.toLowerCase() !== data.email) throw invalid();
      const passwordHash = await hashPassword(data.password);
      if (!(await resetPassword(r.db, { user, token: data.token, passwordHash, now }))) throw invalid();
      enqueueAccountMail(r.db, r.config, { kind: 'password_changed', userId: user.id });
      return c.json({ message: r.t.passwordReset } satisfies MessageResponse);
    }),
  );
