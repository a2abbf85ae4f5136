import { z } from 'zod';
import { ALERT_TARGET_TYPES } from '@/lib/api/deal-alerts';
import { MAX_RECORD_ID } from './limits';

/**
 * The bodies of the guests' deal alert calls (docs/deal-alerts.md, Guests): one schema per payload,
 * used by the API routes and the forms that send them. Messages are English, as every API body's;
 * the site shows its own translated ones.
 */

/** The address column's size (RFC 5321 allows 320 characters at most). */
export const GUEST_EMAIL_MAX = 320;
/** The query column's size. */
export const GUEST_QUERY_MAX = 255;
/** Signed link tokens are far shorter; anything longer names nothing. */
export const LINK_TOKEN_MAX = 1024;

const objectError = { error: 'The request body must be a JSON object.' };
const periodFlag = (name: string) => z.boolean({ error: `The ${name} must be true or false.` }).optional();

export const guestEmailField = z
  .string({ error: 'The e-mail address is required.' })
  .trim()
  .max(GUEST_EMAIL_MAX, `The e-mail address may not be longer than ${GUEST_EMAIL_MAX} characters.`)
  .pipe(z.email({ error: 'The e-mail address must be a valid e-mail address.' }))
  .transform((value) => value.toLowerCase());

const targetField = z.strictObject(
  {
    type: z.enum(ALERT_TARGET_TYPES, { error: `The target type must be one of ${ALERT_TARGET_TYPES.join(', ')}.` }),
    id: z.number({ error: 'The target id must be a number.' }).int('The target id must be a whole number.').min(1).max(MAX_RECORD_ID),
  },
  { error: 'The target must be an object with a type and an id.' },
);

const queryField = z
  .string({ error: 'The query must be text.' })
  .trim()
  .min(1, 'The query may not be empty.')
  .max(GUEST_QUERY_MAX, `The query may not be longer than ${GUEST_QUERY_MAX} characters.`)
  .refine((value) => /[\p{L}\p{N}]/u.test(value), 'The query must contain a letter or a digit.');

/**
 * `POST /deal-alerts/guest`: an address, what to follow (an entity or a query, exactly one) and the
 * period; guests get mail only, so daily or weekly, not both and not neither.
 */
export const guestAlertBody = z
  .object(
    {
      email: guestEmailField,
      locale: z.enum(['nl', 'fr'], { error: 'The locale must be nl or fr.' }).optional(),
      target: targetField.optional(),
      query: queryField.optional(),
      daily_email_notification: periodFlag('daily e-mail setting'),
      weekly_email_notification: periodFlag('weekly e-mail setting'),
    },
    objectError,
  )
  .superRefine((body, ctx) => {
    if ((body.target === undefined) === (body.query === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'Give either a target or a query, not both.' });
    }
    const daily = body.daily_email_notification === true;
    const weekly = body.weekly_email_notification === true;
    if (daily === weekly) {
      ctx.addIssue({ code: 'custom', path: ['daily_email_notification'], message: 'Choose either a daily or a weekly e-mail.' });
    }
  });
export type GuestAlertBody = z.infer<typeof guestAlertBody>;
export type GuestAlertInput = z.input<typeof guestAlertBody>;

/** `POST /deal-alerts/confirm`. */
export const guestConfirmBody = z.object(
  { token: z.string({ error: 'The token is required.' }).trim().min(1, 'The token is required.').max(LINK_TOKEN_MAX, 'The token is invalid.') },
  objectError,
);

/** `?token=` of the manage and unsubscribe calls. */
export const linkTokenQuery = z.object({
  token: z.string({ error: 'The token is required.' }).min(1, 'The token is required.').max(LINK_TOKEN_MAX, 'The token is invalid.'),
  locale: z.string().max(8).optional(),
});

/** `PATCH /deal-alerts/manage/{id}`: a guest alert's period (daily or weekly; to stop, delete it). */
export const guestPeriodBody = z
  .strictObject(
    { daily_email_notification: periodFlag('daily e-mail setting'), weekly_email_notification: periodFlag('weekly e-mail setting') },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.` : objectError.error,
    },
  )
  .refine((body) => (body.daily_email_notification === true) !== (body.weekly_email_notification === true), {
    message: 'Choose either a daily or a weekly e-mail; to stop the mails, delete the alert.',
    path: ['daily_email_notification'],
  });
export type GuestPeriodBody = z.infer<typeof guestPeriodBody>;
