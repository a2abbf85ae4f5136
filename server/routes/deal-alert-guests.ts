import { Hono } from 'hono';
import type {
  GuestAlertResponse,
  GuestConfirmResponse,
  GuestDeleteAllResponse,
  GuestDeleteResponse,
  GuestManageResponse,
  GuestUnsubscribeResponse,
} from '@/lib/api/deal-alert-guests';
import { recordIdParam } from '@/lib/schemas/route-params';
import { guestAlertBody, guestConfirmBody, guestPeriodBody, linkTokenQuery } from '@/lib/schemas/deal-alert-guests';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { fieldErrors, notFound, validationError } from '../http/errors';
import { parseWith, readJsonBody } from '../http/validate';
import { confirmGuestAlert, deleteGuestAlert, deleteGuestAlerts, guestAlertsOf, setGuestAlertPeriod, unsubscribeAddress } from '../services/deal-alerts/guest-alerts';
import { enqueueGuestAlertMail } from '../services/deal-alerts/guest-mail';
import { findAlertTarget, presentAlerts } from '../services/deal-alerts/guest-targets';
import { alertMailLinks, verifyManageToken, verifyUnsubscribeToken } from '../services/deal-alerts/links';
import type { RateRule } from '../services/accounts/rate-limit';
import { accountRequest, emailKey, limit } from './account/context';

/**
 * Guests' deal alerts (docs/deal-alerts.md, Guests): subscribing by e-mail, confirming the mailed
 * link, and managing or unsubscribing through signed links. Nothing here tells whether an address is
 * subscribed: the subscribe call answers the same for every address and leaves the lookup to a job.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** No mail storms: a few confirmation mails per address an hour, a bounded number per caller. */
export const GUEST_RATE_RULES = {
  subscribeIp: { name: 'deal-alert-guest:ip', limit: 20, windowMs: HOUR },
  subscribeEmail: { name: 'deal-alert-guest:email', limit: 3, windowMs: HOUR },
  confirmIp: { name: 'deal-alert-confirm:ip', limit: 60, windowMs: 15 * MINUTE },
  linkIp: { name: 'deal-alert-link:ip', limit: 120, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

const INVALID_LINK = 'This link is invalid or has expired.';
const MISSING_ALERT = 'No such deal alert.';
const tokenRoute = { query: linkTokenQuery, refusals: [404, 429] } as const;

function manageAddress(token: string): string {
  const verified = verifyManageToken(token);
  if (!verified) throw notFound(INVALID_LINK);
  return verified.email;
}

export const dealAlertGuestRoutes = new Hono<AppEnv>()
  .post(
    '/deal-alerts/guest',
    endpoint(
      {
        summary: 'A guest subscribes by e-mail: always 202; a confirmation mail in their language is queued when one is due.',
        documentedBody: { schema: guestAlertBody },
        success: { status: 202 },
        refusals: [429],
      },
      async (c) => {
        const r = accountRequest(c);
        const raw = await readJsonBody(c);
        limit(r, [
          { rule: GUEST_RATE_RULES.subscribeIp, key: r.ip },
          { rule: GUEST_RATE_RULES.subscribeEmail, key: emailKey(raw) },
        ]);
        const body = parseWith(guestAlertBody, raw);
        const locale = body.locale ?? r.locale;
        if (body.target && !(await findAlertTarget(r.db, body.target.type, body.target.id, locale))) {
          throw validationError(fieldErrors([['target', 'The target does not exist.']]));
        }
        // Only the job finds out what the address has already: the answer is the same for every address.
        await enqueueGuestAlertMail(await c.var.jobs(), r.db, {
          email: body.email,
          locale,
          ...(body.target ? { target: body.target } : { query: body.query }),
          daily: body.daily_email_notification === true,
          weekly: body.weekly_email_notification === true,
        });
        return c.json({ data: { status: 'pending' } } satisfies GuestAlertResponse, 202);
      },
    ),
  )
  .post(
    '/deal-alerts/confirm',
    endpoint({ summary: 'Confirm a guest deal alert with the mailed token (once).', body: guestConfirmBody, refusals: [404, 429] }, async (c, { body }) => {
      const r = accountRequest(c);
      limit(r, [{ rule: GUEST_RATE_RULES.confirmIp, key: r.ip }]);
      const row = await confirmGuestAlert(r.db, body.token, r.config.now());
      if (!row) throw notFound(INVALID_LINK);
      const [alert] = await presentAlerts(r.db, [row], r.locale);
      if (!alert) throw notFound(MISSING_ALERT);
      const { manageUrl } = alertMailLinks({ email: row.email, alertId: row.id, locale: r.locale });
      return c.json({ data: { alert, manage_url: manageUrl } } satisfies GuestConfirmResponse);
    }),
  )
  .get(
    '/deal-alerts/manage',
    endpoint({ summary: "The alerts of a guest's address (signed manage link).", ...tokenRoute }, async (c, { query }) => {
      const r = accountRequest(c);
      limit(r, [{ rule: GUEST_RATE_RULES.linkIp, key: r.ip }]);
      const email = manageAddress(query.token);
      const alerts = await presentAlerts(r.db, await guestAlertsOf(r.db, email), r.locale);
      return c.json({ data: { email, alerts } } satisfies GuestManageResponse, 200, { 'Cache-Control': 'no-store' });
    }),
  )
  .patch(
    '/deal-alerts/manage/:id',
    endpoint(
      { summary: "Change the period of one of a guest's alerts (signed manage link).", params: { id: recordIdParam }, missing: MISSING_ALERT, body: guestPeriodBody, ...tokenRoute },
      async (c, { params, query, body }) => {
        const r = accountRequest(c);
        limit(r, [{ rule: GUEST_RATE_RULES.linkIp, key: r.ip }]);
        const email = manageAddress(query.token);
        const daily = body.daily_email_notification === true;
        const row = await setGuestAlertPeriod(r.db, email, params.id, { daily, weekly: !daily });
        if (!row) throw notFound(MISSING_ALERT);
        const [alert] = await presentAlerts(r.db, [row], r.locale);
        if (!alert) throw notFound(MISSING_ALERT);
        return c.json({ data: alert });
      },
    ),
  )
  .delete(
    '/deal-alerts/manage/:id',
    endpoint(
      { summary: "Delete one of a guest's alerts (signed manage link).", params: { id: recordIdParam }, missing: MISSING_ALERT, ...tokenRoute },
      async (c, { params, query }) => {
        const r = accountRequest(c);
        limit(r, [{ rule: GUEST_RATE_RULES.linkIp, key: r.ip }]);
        const email = manageAddress(query.token);
        if (!(await deleteGuestAlert(r.db, email, params.id))) throw notFound(MISSING_ALERT);
        return c.json({ data: { id: params.id, deleted: true } } satisfies GuestDeleteResponse);
      },
    ),
  )
  .delete(
    '/deal-alerts/manage',
    endpoint({ summary: "Delete every alert of a guest's address (signed manage link).", ...tokenRoute }, async (c, { query }) => {
      const r = accountRequest(c);
      limit(r, [{ rule: GUEST_RATE_RULES.linkIp, key: r.ip }]);
      const deleted = await deleteGuestAlerts(r.db, manageAddress(query.token));
      return c.json({ data: { deleted } } satisfies GuestDeleteAllResponse);
    }),
  )
  .post(
    '/deal-alerts/unsubscribe',
    endpoint(
      {
        summary:
          'Unsubscribe with a signed link: RFC 8058 one-click (form body List-Unsubscribe=One-Click), or the unsubscribe page (JSON or no body). The same answer whatever the link still finds.',
        ...tokenRoute,
      },
      async (c, { query }) => {
        const r = accountRequest(c);
        limit(r, [{ rule: GUEST_RATE_RULES.linkIp, key: r.ip }]);
        const verified = verifyUnsubscribeToken(query.token);
        if (!verified) throw notFound(INVALID_LINK);
        await unsubscribeAddress(r.db, verified.email, verified.alertId);
        return c.json({ data: { unsubscribed: true } } satisfies GuestUnsubscribeResponse);
      },
    ),
  );
