import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AuthProviders, MessageResponse, TokenResponse } from '@/lib/api/account';
import { users } from '../../db/schema';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { requestLocale } from '../../http/locale';
import { readJsonBody } from '../../http/validate';
import { hashPassword, needsRehash } from '../../services/passwords';
import { accountConfig, enabledProviders } from '../../services/accounts/config';
import { verifyRecaptcha } from '../../services/accounts/integrations';
import { accountTexts } from '../../services/accounts/messages';
import { accountRateLimiter, RATE_RULES } from '../../services/accounts/rate-limit';
import { accessTokenId, issueAccessToken, revokeAccessToken } from '../../services/accounts/tokens';
import { findUserByEmail } from '../../services/accounts/users';
import { accountError, accountRequest, check, limit, emailKey, notVerified, passwordMatches, valid } from './context';
import { docSchemas } from './doc-schemas';

/** The sign-in methods this server offers, e-mail login and logout. */

export const sessionRoutes = new Hono<AppEnv>()
  // ---- Which sign-in methods this server has configured
  .get(
    '/auth/providers',
    endpoint({ summary: 'Which sign-in methods this server offers.' }, async (c) => {
      const config = accountConfig();
      const providers = enabledProviders(config);
      return c.json({ data: { email: true, ...providers, recaptcha: config.recaptcha !== null } satisfies AuthProviders });
    }),
  )

  // ---- Login and logout
  .post(
    '/token',
    endpoint({ summary: 'Sign in with e-mail and password.', documentedBody: { schema: docSchemas.login }, refusals: [403, 429] }, async (c) => {
      const r = accountRequest(c);
      const body = await readJsonBody(c);
      limit(r, [
        { rule: RATE_RULES.loginIp, key: r.ip },
        { rule: RATE_RULES.loginEmail, key: emailKey(body) },
      ]);
      const data = valid(check(r.schemas.login, body));
      if ((await verifyRecaptcha(r.config, data.g_recaptcha, r.ip === 'unknown' ? null : r.ip)) !== 'ok') {
        throw accountError(422, {
          message: r.t.recaptchaFailed,
          title: r.t.recaptchaTitle,
          error: 'recaptcha_failed',
          errors: { g_recaptcha: [r.t.recaptchaFailed] },
        });
      }
      const user = await findUserByEmail(r.db, data.email);
      const matches = await passwordMatches(data.password, user?.passwordHash);
      if (!user || !matches) {
        throw accountError(422, {
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
    endpoint({ summary: 'Sign out (revokes this token).', auth: 'user' }, async (c) => {
      const userId = requireUser(c);
      const tokenId = accessTokenId(c.req.header('authorization'));
      if (tokenId !== null) await revokeAccessToken(c.var.db, userId, tokenId);
      return c.json({ message: accountTexts(requestLocale(c)).loggedOut } satisfies MessageResponse);
    }),
  );
