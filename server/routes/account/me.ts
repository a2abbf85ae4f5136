import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MessageResponse } from '@/lib/api/account';
import { cacheTags } from '@/lib/api/cache-tags';
import { users } from '../../db/schema';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { HttpError, validationError } from '../../http/errors';
import { readJsonBody } from '../../http/validate';
import { logger } from '../../logger';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { enqueueAccountMail } from '../../services/accounts/account-mail';
import { claimAvatar } from '../../services/accounts/avatar-upload';
import { saveSettings } from '../../services/accounts/credentials';
import { validationMessages } from '../../services/accounts/messages';
import { RATE_RULES } from '../../services/accounts/rate-limit';
import { accessTokenId } from '../../services/accounts/tokens';
import { eraseUser, findUser } from '../../services/accounts/users';
import { accountRequest, check, limit, meResponse, checkAvatar, valid } from './context';
import { docSchemas } from './doc-schemas';

/** The signed-in user: profile, settings, and account deletion. */

export const meRoutes = new Hono<AppEnv>()
  // ---- The signed-in user
  .get(
    '/me',
    endpoint({ summary: 'The signed-in member.', auth: 'user' }, async (c) => {
      const userId = requireUser(c);
      return meResponse(accountRequest(c), userId, c.req.queries('include') ?? c.req.queries('include[]'));
    }),
  )
  .put(
    '/me',
    endpoint({ summary: "Change the member's profile.", auth: 'user', documentedBody: { schema: docSchemas.profile } }, async (c) => {
      const userId = requireUser(c);
      const r = accountRequest(c);
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
    endpoint({ summary: "Change the member's settings (password, language, notifications).", auth: 'user', documentedBody: { schema: docSchemas.settings }, refusals: [429] }, async (c) => {
      const userId = requireUser(c);
      const r = accountRequest(c);
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

      const jobs = changes.passwordHash ? await c.var.jobs() : null;
      await saveSettings(r.db, {
        userId,
        changes,
        keepTokenId: accessTokenId(c.req.header('authorization')),
        // The notice of a new password is queued with it: both commit, or neither.
        alsoInTransaction: jobs ? (tx) => enqueueAccountMail(jobs, tx, { kind: 'password_changed', userId }) : undefined,
      });
      return meResponse(r, userId, data.include ?? c.req.queries('include'));
    }),
  )
  .post(
    '/me/request-account-delete',
    endpoint({ summary: 'Delete the account.', auth: 'user' }, async (c) => {
      const userId = requireUser(c);
      const r = accountRequest(c);
      await readJsonBody(c);
      const postIds = await eraseUser(r.db, userId, r.config.now());
      logger.info('account_deleted', { user_id: userId });
      // Their posts' pages and the lists showing them name nobody from now on.
      c.var.contentChanged([...postIds.map((id) => cacheTags.promo('Post', id)), cacheTags.feed]);
      return c.json({ message: 'Success' } satisfies MessageResponse);
    }),
  );
