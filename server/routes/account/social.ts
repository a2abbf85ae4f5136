import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RegisterResponse, SocialCheckResponse, TokenResponse } from '@/lib/api/account';
import { splitName } from '@/lib/schemas/account';
import { pendingSocialSignups } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { validationError } from '../../http/errors';
import { readJsonBody } from '../../http/validate';
import { logger } from '../../logger';
import { enqueueAccountMail } from '../../services/accounts/account-mail';
import { claimAvatar } from '../../services/accounts/avatar-upload';
import { validationMessages } from '../../services/accounts/messages';
import { RATE_RULES } from '../../services/accounts/rate-limit';
import { issueAccessToken } from '../../services/accounts/tokens';
import { AccountConflictError, createUser, deleteExpiredPendingSignups, emailTaken } from '../../services/accounts/users';
import { accountError, accountRequest, addError, check, limit, notVerified, checkAvatar, valid } from './context';
import { docSchemas, socialProofSchema } from './doc-schemas';
import { accountForIdentity, providerParam, socialIdentity } from './social-identity';

/** A pending social sign-up (the check call's cache_id) lives this long. */
export const SOCIAL_SIGNUP_MINUTES = 60;

/** Social login and social registration (check the provider's proof, then finish the sign-up). */
export const socialRoutes = new Hono<AppEnv>()
  .post(
    '/token/:provider',
    endpoint({ summary: 'Sign in with a social provider.', documentedBody: { schema: socialProofSchema }, refusals: [400, 403, 429] }, async (c) => {
      const r = accountRequest(c);
      const provider = providerParam(r);
      limit(r, [{ rule: RATE_RULES.socialIp, key: r.ip }]);
      const identity = await socialIdentity(r, provider, await readJsonBody(c), r.t.socialLoginFailed);
      const user = await accountForIdentity(r, identity, true);
      if (!user) throw accountError(404, { message: 'unregistered', error: 'unregistered' });
      if (!user.emailVerifiedAt) throw notVerified(r);
      const token = await issueAccessToken(r.db, user.id, r.config.now(), provider);
      return c.json({ data: { token } } satisfies TokenResponse);
    }),
  )
  .post(
    '/register/social/:provider/check',
    endpoint({ summary: 'Check a social proof: registered already, or a pending sign-up.', documentedBody: { schema: socialProofSchema }, refusals: [400, 429] }, async (c) => {
      const r = accountRequest(c);
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
    endpoint({ summary: 'Finish a social sign-up.', documentedBody: { schema: docSchemas.registerSocial }, success: { status: 201 }, refusals: [400, 429] }, async (c) => {
      const r = accountRequest(c);
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
        if (error instanceof AccountConflictError) throw accountError(422, { message: r.t.socialAlreadyRegistered, errors: { email: [r.t.socialAlreadyRegistered] } });
        throw error;
      }
      await r.db.delete(pendingSocialSignups).where(eq(pendingSocialSignups.id, pending.id));
      if (valided.avatar) await claimAvatar(r.db, valided.avatar, userId);
      if (!verified) {
        try {
          await enqueueAccountMail(await c.var.jobs(), r.db, { kind: 'verification', email });
        } catch (error) {
          logger.error('mail_failed', { kind: 'verification', message: error instanceof Error ? error.message : String(error) });
        }
        return c.json({ message: r.t.registered, data: { email, is_verified: false } } satisfies RegisterResponse, 201);
      }
      const token = await issueAccessToken(r.db, userId, now, provider);
      return c.json({ data: { token } } satisfies TokenResponse, 201);
    }),
  );
