import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, serial, smallint, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { LOCALE_IDS, REACTABLE_TYPES } from './enums';
import { users } from './users';

/**
 * Deal alerts: e-mail digests about an entity (`subscriable_type`/`subscriable_id`) or a search
 * `query`. Guests subscribe by e-mail only (user_id null).
 */
export const dealAlertSubscriptions = pgTable(
  'deal_alert_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    subscriableType: varchar('subscriable_type', { length: 16, enum: REACTABLE_TYPES }),
    subscriableId: integer('subscriable_id'),
    query: varchar('query', { length: 255 }),
    dailyEmailNotification: boolean('daily_email_notification').notNull().default(false),
    weeklyEmailNotification: boolean('weekly_email_notification').notNull().default(false),
    /** 1 Dutch, 2 French. */
    localeId: smallint('locale_id').notNull().default(1),
    /** SHA-256 (hex) of the secret in the unsubscribe link. */
    unsubscribeTokenHash: char('unsubscribe_token_hash', { length: 64 }).unique('deal_alert_unsubscribe_token_unique'),
    lastNotifiedAt: timestamptz('last_notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deal_alert_user_idx').on(t.userId),
    index('deal_alert_email_idx').on(sql`lower(${t.email})`),
    index('deal_alert_subscriable_idx').on(t.subscriableType, t.subscriableId),
    // A member's keyword alert is one row per query (any case): subscribing again updates it.
    uniqueIndex('deal_alert_user_query_unique')
      .on(t.userId, sql`lower(${t.query})`)
      .where(sql`${t.query} is not null and ${t.userId} is not null`),
    check('deal_alert_locale_id_check', oneOf(t.localeId, Object.values(LOCALE_IDS))),
    check('deal_alert_subscriable_type_check', oneOf(t.subscriableType, REACTABLE_TYPES)),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    isLink: boolean('is_link').notNull().default(false),
    url: varchar('url', { length: 2048 }),
    /**
     * What the notification is about, e.g. `published:Post:12` or `hot:Post:12:200`: one per recipient
     * (unique with user_id), so an event delivered twice (a retried job) notifies once. Null for rows
     * that need no de-duplication.
     */
    eventKey: varchar('event_key', { length: 191 }),
    readAt: timestamptz('read_at'),
    checkedAt: timestamptz('checked_at'),
    /**
     * Set when the member deletes it: the row (and its event key) stays, so an event delivered again
     * later (a retried job, the next sweep) still finds it and notifies nobody twice. The expiry sweep
     * removes deleted rows after NOTIFICATION_TOMBSTONE_DAYS.
     */
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_user_event_unique').on(t.userId, t.eventKey),
    index('notifications_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null and checked_at is null`),
  ],
);
