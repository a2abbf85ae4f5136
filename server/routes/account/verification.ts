import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { IsVerifiedResponse, MessageResponse, VerifyEmailResponse } from '@/lib/api/account';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { readJsonBody } from '../../http/validate';
import { enqueueAccountMail } from '../../services/accounts/account-mail';
import { accountRateLimiter, RATE_RULES } from '../../services/accounts/rate-limit';
import { consumeUserToken } from '../../services/accounts/tokens';
import { findUser, findUserByEmail } from '../../services/accounts/users';
import { accountError, accountRequest, check, limit, emailKey, passwordMatches, valid } from './context';
import { docSchemas } from './doc-schemas';

/** E-mail verification: the mailed token, the status check and the resend. */

export const verificationRoutes = new Hono<AppEnv>()
  // ---- E-mail verification
  .post(
    '/email/verify',
    endpoint({ summary: 'Verify an e-mail address with the mailed token.', documentedBody: { schema: docSchemas.verification }, refusals: [429] }, async (c) => {
      const r = accountRequest(c);
      limit(r, [{ rule: RATE_RULES.verifyIp, key: r.ip }]);
      const data = valid(check(r.schemas.verification, await readJsonBody(c)));
      const now = r.config.now();
      const userId = await consumeUserToken(r.db, data.token, 'email_verification', now);
      const user = userId === null ? null : await findUser(r.db, userId);
      if (!user) throw accountError(422, { message: r.t.verificationInvalid, errors: { token: [r.t.verificationInvalid] } });
      if (!user.emailVerifiedAt) await r.db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
      return c.json({ message: r.t.verified, data: { email: user.email, is_verified: true } } satisfies VerifyEmailResponse);
    }),
  )
  .post(
    '/is-verified',
    endpoint({ summary: 'Whether an address is verified (only told to its password holder).', documentedBody: { schema: docSchemas.verificationForm }, refusals: [429] }, async (c) => {
      const r = accountRequest(c);
      const body = await readJsonBody(c);
      // A password check: it shares the login's per-address budget (else it would be a way to guess
      // passwords past the login's limit), and like a login a right password clears it, so the
      // verify-email dialog's polling never uses it up.
      const withPassword = Boolean(body && typeof body === 'object' && 'password' in body);
      limit(r, [
        { rule: RATE_RULES.statusIp, key: r.ip },
        ...(withPassword ? [{ rule: RATE_RULES.loginEmail, key: emailKey(body) }] : []),
      ]);
      const data = valid(check(r.schemas.verificationForm, body));
      // Only someone holding the password learns the status: for anyone else every address reads "not verified".
      if (data.password === undefined) return c.json({ is_verified: false } satisfies IsVerifiedResponse);
      const user = await findUserByEmail(r.db, data.email);
      const ok = await passwordMatches(data.password, user?.passwordHash);
      if (ok) accountRateLimiter.clear(RATE_RULES.loginEmail, data.email);
      return c.json({ is_verified: Boolean(ok && user?.emailVerifiedAt) } satisfies IsVerifiedResponse);
    }),
  )
  .post(
    '/resend-verification',
    endpoint({ summary: 'Mail the verification link again.', documentedBody: { schema: docSchemas.verificationForm }, refusals: [429] }, async (c) => {
      const r = accountRequest(c);
      const body = await readJsonBody(c);
      limit(r, [
        { rule: RATE_RULES.resendIp, key: r.ip },
        { rule: RATE_RULES.resendEmail, key: emailKey(body) },
      ]);
      const data = valid(check(r.schemas.verificationForm, body));
      // Only the queue's worker finds out whether the address has an account (and still needs the mail).
      await enqueueAccountMail(await c.var.jobs(), r.db, { kind: 'verification', email: data.email });
      return c.json({ message: r.t.verificationSent } satisfies MessageResponse);
    }),
  );
