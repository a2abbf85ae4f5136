import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { ApiHarness } from '../test-support/api-harness';
import { SITE_URL, type ReceivedMail } from './account.fixtures';

/** Shared set-up of the guest deal alert tests (deal-alert-guests*.test.ts). */

let seq = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${(seq += 1)}@example.be`;
/** Every test its own caller address, so per-IP limits of one test leave the next alone. */
export const nextIp = () => `10.88.${Math.floor(seq / 200)}.${(seq += 1) % 200}`;

export async function insertStore(db: Db, title: { nl: string; fr: string }): Promise<number> {
  const slug = `${title.nl.toLowerCase().replace(/\W+/g, '-')}-${(seq += 1)}`;
  const [row] = await db
    .insert(schema.stores)
    .values({ titleNl: title.nl, titleFr: title.fr, slugNl: slug, slugFr: `${slug}-fr` })
    .returning({ id: schema.stores.id });
  if (!row) throw new Error('store not inserted');
  return row.id;
}

export const guestRows = (db: Db, email: string) =>
  db
    .select()
    .from(schema.dealAlertSubscriptions)
    .where(and(isNull(schema.dealAlertSubscriptions.userId), sql`lower(${schema.dealAlertSubscriptions.email}) = ${email.toLowerCase()}`));

export const alertRow = async (db: Db, id: number) =>
  (await db.select().from(schema.dealAlertSubscriptions).where(eq(schema.dealAlertSubscriptions.id, id)))[0];

export const mailsTo = (api: ApiHarness, email: string) => api.smtp.messages.filter((mail) => mail.to.includes(email));

/** The confirmation link of a mail: the site's confirm page in the mail's language. */
export function confirmLink(mail: ReceivedMail, locale: 'nl' | 'fr'): URL {
  const prefix = locale === 'fr' ? '/fr' : '';
  const match = new RegExp(`${SITE_URL.replace(/[.]/g, '\\.')}${prefix}/deal-alerts/confirm\\?token=[A-Za-z0-9]+`).exec(mail.text);
  if (!match) throw new Error(`no ${locale} confirm link in:\n${mail.text}`);
  return new URL(match[0]);
}

type Subscribe = { email: string; storeId?: number; query?: string; locale?: 'nl' | 'fr'; period?: 'daily' | 'weekly'; ip?: string };

export function subscribeBody(input: Subscribe) {
  return {
    email: input.email,
    ...(input.locale ? { locale: input.locale } : {}),
    ...(input.storeId === undefined ? { query: input.query ?? 'koffie' } : { target: { type: 'Store', id: input.storeId } }),
    daily_email_notification: (input.period ?? 'daily') === 'daily',
    weekly_email_notification: input.period === 'weekly',
  };
}

export function subscribe(api: ApiHarness, input: Subscribe) {
  return api.call('POST', '/deal-alerts/guest', { body: subscribeBody(input), ip: input.ip ?? nextIp() });
}

/** Subscribes, runs the jobs, follows the mailed link: the confirmed alert's id and the answer's manage URL. */
export async function confirmedAlert(api: ApiHarness, input: Subscribe): Promise<{ id: number; manageToken: string }> {
  const earlier = new Set(api.smtp.messages);
  expect((await subscribe(api, input)).status).toBe(202);
  await api.runJobs();
  const mail = await api.smtp.waitFor((message) => !earlier.has(message) && message.to.includes(input.email.toLowerCase()));
  const token = confirmLink(mail, input.locale ?? 'nl').searchParams.get('token');
  const answer = await api.call<{ data: { alert: { id: number }; manage_url: string } }>('POST', '/deal-alerts/confirm', { body: { token }, ip: nextIp() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.data.alert.id, manageToken: new URL(answer.body.data.manage_url).searchParams.get('token') ?? '' };
}
