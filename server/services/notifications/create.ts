import { and, inArray, isNull } from 'drizzle-orm';
import { siteUrl } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { NotificationEvent } from './events';

/**
 * The one way notifications are created: one row per recipient, its text in the recipient's language
 * and its link to the page in that language on this site. Rows carry the event's key and are
 * inserted `ON CONFLICT (user_id, event_key) DO NOTHING`, so an event reaches each member once however
 * often it is delivered. Runs inside the caller's transaction when given one.
 */

export type Recipient = { id: number; locale: Locale };

export type CreateOptions = {
  /** The site's absolute address (default: the configured SITE_URL). */
  siteUrl?: string;
  /** The creation time (default: the database's clock). */
  now?: Date;
};

/** Rows per statement: well under PostgreSQL's parameter limit. */
const INSERT_BATCH = 500;

/** The absolute URL of the event's page for a reader of `locale`, or null. */
export function eventUrl(event: NotificationEvent, locale: Locale, base: string): string | null {
  if (!event.link) return null;
  return new URL(localizedPath(event.link.route, locale, event.link.params), `${base.replace(/\/$/, '')}/`).toString();
}

/** The row that notifies one recipient of an event: text and link in the recipient's language. */
export function notificationValues(recipient: Recipient, event: NotificationEvent, options: CreateOptions = {}) {
  const url = eventUrl(event, recipient.locale, options.siteUrl ?? siteUrl());
  return {
    userId: recipient.id,
    content: event.text(recipient.locale),
    authorUserId: event.author?.id ?? null,
    isLink: url !== null,
    url,
    eventKey: event.key,
    ...(options.now ? { createdAt: options.now } : {}),
  } satisfies typeof notifications.$inferInsert;
}

/**
 * Notifies each recipient (the author of the event excepted) once; returns how many rows were new.
 */
export async function createNotifications(
  db: Db,
  recipients: readonly Recipient[],
  event: NotificationEvent,
  options: CreateOptions = {},
): Promise<number> {
  return createEachNotification(db, recipients.map((recipient) => ({ recipient, event })), options);
}

/**
 * Notifies each recipient of their own event (e.g. a text naming their own alerts), in as few
 * statements as createNotifications takes for one event; the author of an event is never told of it.
 */
export async function createEachNotification(
  db: Db,
  items: readonly { recipient: Recipient; event: NotificationEvent }[],
  options: CreateOptions = {},
): Promise<number> {
  const base = { ...options, siteUrl: options.siteUrl ?? siteUrl() };
  const rows = items
    .filter(({ recipient, event }) => recipient.id !== event.author?.id)
    .map(({ recipient, event }) => notificationValues(recipient, event, base));
  let created = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const inserted = await db
      .insert(notifications)
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
      .returning({ id: notifications.id });
    created += inserted.length;
  }
  return created;
}

/** The members among `ids` who can still be notified (not deleted), with their language. */
export async function recipientsByIds(db: Db, ids: readonly number[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), isNull(users.deletedAt)));
}
