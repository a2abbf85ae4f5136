import { z } from 'zod';
import { GUEST_EMAIL_MAX, GUEST_QUERY_MAX } from './deal-alert-guests';
import type { SubscriptionPayload } from '@/lib/api/actions';
import type { AlertPeriod } from '@/lib/api/deal-alerts';

/** docs/product.md, Limits: an e-mail address is at most this long. */
export const EMAIL_MAX_LENGTH = GUEST_EMAIL_MAX;

/**
 * The validation messages of the subscription form, by key (the form translates them; the first three
 * are the product's own names for them, docs/deal-alerts.md "Subscribing in the site").
 */
export const SUBSCRIPTION_ERRORS = {
  type: 'not_selected_subscription_type_error',
  period: 'not_selected_subscription_period_error',
  emailRequired: 'email_is_required',
  emailInvalid: 'email_invalid',
} as const;

/** What the subscription form holds: the e-mail channel (fixed on), the period and a guest's address. */
export type SubscriptionFormValues = {
  email_channel: boolean;
  period: AlertPeriod | null;
  email: string;
};

const subscriptionShape = {
  email_channel: z.boolean(),
  period: z.enum(['daily', 'weekly', 'none']).nullable(),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, SUBSCRIPTION_ERRORS.emailInvalid),
};

function checkSubscription(values: SubscriptionFormValues, ctx: z.RefinementCtx, guest: boolean): void {
  if (!values.email_channel) {
    ctx.addIssue({ code: 'custom', path: ['email_channel'], message: SUBSCRIPTION_ERRORS.type });
    return;
  }
  if (values.period === null || (guest && values.period === 'none')) {
    ctx.addIssue({ code: 'custom', path: ['period'], message: SUBSCRIPTION_ERRORS.period });
    return;
  }
  if (!guest || values.period === 'none') return;
  if (values.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: SUBSCRIPTION_ERRORS.emailRequired });
  else if (!z.email().safeParse(values.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: SUBSCRIPTION_ERRORS.emailInvalid });
}

/**
 * The form's rules. The e-mail channel must stay on; a period is required (members may pick "only in
 * the site", guests need daily or weekly mails); a guest's address is required once a period that
 * mails is chosen, and must look like one.
 */
export function subscriptionFormSchema({ guest }: { guest: boolean }) {
  return z.object(subscriptionShape).superRefine((values, ctx) => checkSubscription(values, ctx, guest));
}

/** The search needs this many characters (docs/search.md): a shorter keyword alert would match nothing useful. */
export const ALERT_QUERY_MIN_LENGTH = 3;
/** The query column's size (lib/schemas/deal-alert-guests.ts). */
export const ALERT_QUERY_MAX_LENGTH = GUEST_QUERY_MAX;

/** The guest form of /deal-alerts: what to follow (`Type:id` of a listed target, or `query` with a keyword), then the alert. */
export type GuestAlertFormValues = SubscriptionFormValues & { target: string; query: string };

export const guestAlertFormSchema = z
  .object({ ...subscriptionShape, target: z.string(), query: z.string().trim().max(ALERT_QUERY_MAX_LENGTH, 'query_required') })
  .superRefine((values, ctx) => {
    if (values.target === '') ctx.addIssue({ code: 'custom', path: ['target'], message: 'target_required' });
    else if (values.target === 'query' && values.query.length < ALERT_QUERY_MIN_LENGTH) ctx.addIssue({ code: 'custom', path: ['query'], message: 'query_required' });
    checkSubscription(values, ctx, true);
  });

/** The period as the subscribe calls carry it (both false: in the site only). */
export function periodPayload(period: AlertPeriod | null): Required<SubscriptionPayload> {
  return { daily_email_notification: period === 'daily', weekly_email_notification: period === 'weekly' };
}
