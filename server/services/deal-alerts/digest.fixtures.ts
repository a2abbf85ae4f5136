import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MorphableType } from '@/lib/schemas/feed-filters';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { insertUser, uniqueEmail, type ReceivedMail } from '../../routes/account.fixtures';

/** Rows for the digest tests: alerts and their matches written directly, as the matching would. */

type AlertInput = {
  userId?: number | null;
  email?: string;
  target?: { type: 'Store' | 'Webshop' | 'Brand' | 'Product' | 'Category'; id: number };
  query?: string;
  period: 'daily' | 'weekly' | 'none';
  locale?: 'nl' | 'fr';
  confirmed?: boolean;
};

export async function insertAlert(db: Db, input: AlertInput): Promise<number> {
  let email = input.email;
  if (!email && input.userId) {
    const [user] = await db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, input.userId));
    email = user?.email;
  }
  const [row] = await db
    .insert(schema.dealAlertSubscriptions)
    .values({
      userId: input.userId ?? null,
      email: email ?? uniqueEmail('guest'),
      subscriableType: input.target?.type ?? null,
      subscriableId: input.target?.id ?? null,
      query: input.target ? null : (input.query ?? 'deal'),
      dailyEmailNotification: input.period === 'daily',
      weeklyEmailNotification: input.period === 'weekly',
      localeId: input.locale === 'fr' ? 2 : 1,
      confirmedAt: input.confirmed === false ? null : new Date(),
    })
    .returning({ id: schema.dealAlertSubscriptions.id });
  return row!.id;
}

export async function insertMatches(
  db: Db,
  alertId: number,
  promos: readonly (readonly [MorphableType, number])[],
  options: { fired?: boolean } = {},
): Promise<void> {
  if (promos.length === 0) return;
  await db
    .insert(schema.dealAlertMatches)
    .values(
      promos.map(([type, id]) => ({
        subscriptionId: alertId,
        morphableType: type,
        morphableId: id,
        firedAt: options.fired === false ? null : new Date(),
      })),
    )
    .onConflictDoNothing();
}

export async function member(db: Db, locale: 'nl' | 'fr' = 'nl'): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(`member-${locale}`);
  const id = await insertUser(db, { email, locale });
  return { id, email };
}

/** Matches of an alert not yet taken by a digest. */
export async function undigested(db: Db, alertId: number): Promise<number> {
  const rows = await db
    .select({ id: schema.dealAlertMatches.morphableId })
    .from(schema.dealAlertMatches)
    .where(and(eq(schema.dealAlertMatches.subscriptionId, alertId), isNull(schema.dealAlertMatches.digestedAt)));
  return rows.length;
}

export async function deliveries(db: Db, recipient: string): Promise<string[]> {
  const rows = await db
    .select({ type: schema.dealAlertDeliveries.morphableType, id: schema.dealAlertDeliveries.morphableId })
    .from(schema.dealAlertDeliveries)
    .where(eq(schema.dealAlertDeliveries.recipient, recipient))
    .orderBy(sql`1, 2`);
  return rows.map((row) => `${row.type}:${row.id}`);
}

/** The decoded text/html part of a received message. */
export function htmlOf(mail: ReceivedMail): string {
  const part = /content-type:\s*text\/html[^\n]*\r?\n(?:[^\r\n]+\r?\n)*?content-transfer-encoding:\s*([\w-]+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(mail.raw);
  const body = part?.[2] ?? '';
  const encoding = part?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header of a received message (folded lines joined). */
export function headerOf(mail: ReceivedMail, name: string): string | null {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
}
