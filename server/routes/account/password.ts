import { Hono } from 'hono';
import type { MessageResponse } from '@/lib/api/account';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { readJsonBody } from '../../http/validate';
import { hashPassword } from '../../services/passwords';
import { enqueueAccountMail } from '../../services/accounts/account-mail';
import { resetPassword } from '../../services/accounts/credentials';
import { RATE_RULES } from '../../services/accounts/rate-limit';
import { peekUserToken } from '../../services/accounts/tokens';
import { findUser } from '../../services/accounts/users';
import { accountError, accountRequest, check, limit, emailKey, valid } from './context';
import { docSchemas } from './doc-schemas';

/** Password reset: the mailed link and the new password. */

/** The member a reset token (not used, not expired) belongs to, when the address is theirs; null otherwise. */
async function resetHolder(db: Db, data: { token: string; email: string }, now: Date) {
  const holder = await peekUserToken(db, data.token, 'password_reset', now);
  const user = holder === null ? null : await findUser(db, holder);
  return user && user.email.toLowerCase() === data.email ? user : null;
}

export const passwordRoutes = new Hono<AppEnv>()
  // ---- Password reset
  .post(
    '/password/email',
    endpoint({ summary: 'Mail a password reset link.', documentedBody: { schema: docSchemas.passwordEmail }, refusals: [429] }, async (c) => {
      const r = accountRequest(c);
      const body = await readJsonBody(c);
      limit(r, [
        { rule: RATE_RULES.resetIp, key: r.ip },
        { rule: RATE_RULES.resetEmail, key: emailKey(body) },
      ]);
      const data = valid(check(r.schemas.passwordEmail, body));
      await enqueueAccountMail(await c.var.jobs(), r.db, { kind: 'password_reset', email: data.email });
      return c.json({ message: r.t.resetLinkSent } satisfies MessageResponse);
    }),
  )
  .post(
    '/password/reset/check',
    endpoint(
      { summary: 'Whether a mailed reset link still works (204), asked when its page opens.', documentedBody: { schema: docSchemas.passwordResetCheck }, refusals: [429] },
      async (c) => {
        const r = accountRequest(c);
        limit(r, [{ rule: RATE_RULES.resetCheckIp, key: r.ip }]);
        const data = valid(check(r.schemas.passwordResetCheck, await readJsonBody(c)));
        if (!(await resetHolder(r.db, data, r.config.now()))) throw accountError(422, { message: r.t.resetInvalid, errors: { token: [r.t.resetInvalid] } });
        return c.body(null, 204);
      },
    ),
  )
  .post(
    '/password/reset',
    endpoint({ summary: 'Set a new password with the mailed token.', documentedBody: { schema: docSchemas.passwordReset }, refusals: [429] }, async (c) => {
      const r = accountRequest(c);
      limit(r, [{ rule: RATE_RULES.resetSubmitIp, key: r.ip }]);
      const data = valid(check(r.schemas.passwordReset, await readJsonBody(c)));
      const now = r.config.now();
      const invalid = () => accountError(422, { message: r.t.resetInvalid, errors: { token: [r.t.resetInvalid] } });
      const user = await resetHolder(r.db, data, now);
      if (!user) throw invalid();
      const passwordHash = await hashPassword(data.password);
      const jobs = await c.var.jobs();
      // The notice is queued with the change: both commit, or neither.
      const alsoInTransaction = (tx: Db) => enqueueAccountMail(jobs, tx, { kind: 'password_changed', userId: user.id });
      if (!(await resetPassword(r.db, { user, token: data.token, passwordHash, now, alsoInTransaction }))) throw invalid();
      return c.json({ message: r.t.passwordReset } satisfies MessageResponse);
    }),
  );
