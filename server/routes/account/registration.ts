import { z } from 'zod';
import { Hono } from 'hono';
import type { MessageResponse, RegisterResponse, UploadImageResponse } from '@/lib/api/account';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { HttpError, validationError } from '../../http/errors';
import { mediaUrl } from '../../http/urls';
import { readJsonBody } from '../../http/validate';
import { logger } from '../../logger';
import { hashPassword } from '../../services/passwords';
import { enqueueAccountMail } from '../../services/accounts/account-mail';
import { AVATAR_RULES, claimAvatar, storeAvatar } from '../../services/accounts/avatar-upload';
import { RATE_RULES } from '../../services/accounts/rate-limit';
import { uploadStorage } from '../../storage';
import { handleImageUpload } from '../image-upload';
import { AccountConflictError, createUser, emailTaken } from '../../services/accounts/users';
import { accountRequest, addError, check, limit, emailKey, checkAvatar, valid, type Checked } from './context';
import { docSchemas, avatarUploadSchema } from './doc-schemas';

/** The four registration steps, final e-mail registration and the avatar upload. */
export const registrationRoutes = new Hono<AppEnv>()
  // ---- Registration
  .post(
    '/register/:step{step-[0-9]+}',
    endpoint({ summary: 'Check one registration step (1 to 4).', documentedBody: { schema: z.union([docSchemas.step1, docSchemas.step2, docSchemas.step3, docSchemas.step4]) }, refusals: [429] }, async (c) => {
      const step = (c.req.param('step') ?? '').slice('step-'.length);
      if (!['1', '2', '3', '4'].includes(step)) throw new HttpError(404, `The route ${c.req.path} could not be found.`);
      const r = accountRequest(c);
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
    endpoint({ summary: 'Register with e-mail and password.', documentedBody: { schema: docSchemas.register }, success: { status: 201 }, refusals: [429] }, async (c) => {
      const r = accountRequest(c);
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
        await enqueueAccountMail(await c.var.jobs(), r.db, { kind: 'verification', email: data.email });
      } catch (error) {
        // The account stands; the verify-email dialog offers a resend.
        logger.error('mail_failed', { kind: 'verification', message: error instanceof Error ? error.message : String(error) });
      }
      return c.json({ message: r.t.registered, data: { email: data.email, is_verified: false } } satisfies RegisterResponse, 201);
    }),
  )
  .post(
    '/register/upload-image',
    endpoint({ summary: 'Upload an avatar.', documentedBody: { schema: avatarUploadSchema, contentType: 'multipart/form-data' }, refusals: [413, 415, 429, 503] }, async (c) => {
      const r = accountRequest(c);
      limit(r, [{ rule: RATE_RULES.uploadIp, key: r.ip }]);
      const file = await handleImageUpload(c, {
        locale: r.locale,
        rules: AVATAR_RULES,
        store: (upload) => storeAvatar(r.db, { file: upload, driver: uploadStorage().active, userId: c.var.userId, now: r.config.now() }),
      });
      return c.json({ file, url: mediaUrl(file) ?? '' } satisfies UploadImageResponse);
    }),
  );
