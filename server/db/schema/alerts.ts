import { sql } from 'drizzle-orm';
import { boolean, char, check, customType, index, integer, pgTable, primaryKey, serial, smallint, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, oneOf, timestamptz, updatedAt } from './columns';
import { LOCALE_IDS, MORPHABLE_TYPES, REACTABLE_TYPES } from './enums';
import { users } from './users';
// A relative import: drizzle-kit loads this file without the `@/` alias.
import { ALERT_TARGET_TYPES } from '../../../lib/api/deal-alerts';

/** A stored tsquery (keyword alerts' compiled queries). */
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/** What a deal alert can follow besides a search query (docs/deal-alerts.md). */
export const ALERT_ENTITY_TYPES = ALERT_TARGET_TYPES satisfies readonly (typeof REACTABLE_TYPES)[number][];

/**
 * Deal alerts: about an entity (`subscriable_type`/`subscriable_id`) or a search `query`, never both.
 * Members' alerts notify in the site and, with a period, by e-mail digest; guests subscribe by e-mail
 * only (user_id null) and nothing is sent to them before they confirm (`confirmed_at`).
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
    /** SHA-256 (hex) of the secret in a guest's confirmation link; cleared once confirmed. */
    confirmTokenHash: char('confirm_token_hash', { length: 64 }).unique('deal_alert_confirm_token_unique'),
    /** When the address was confirmed (members: when created). Nothing is matched or sent before. */
    confirmedAt: timestamptz('confirmed_at'),
    /** Keyword alerts: words a matching promo must not contain (space separated, as typed). */
    excludedWords: varchar('excluded_words', { length: 255 }),
    /** Keyword alerts: the highest price that still matches (a promo without a price matches). */
    maxPrice: money('max_price'),
    /** Keyword alerts: the temperature (rating) a promo must reach before the alert fires. */
    minTemperature: integer('min_temperature'),
    lastNotifiedAt: timestamptz('last_notified_at'),
    /**
     * Keyword alerts: the lexemes (Dutch and French stems of one required word and its widenings, as
     * the search engine would search) a promo must have one of, as a prefix of its own, to be a
     * candidate; candidates are then checked with the engine's full query (docs/deal-alerts.md,
     * Matching).
     */
    matchLexemes: text('match_lexemes').array(),
    /**
     * Keyword alerts: the engine's query of the alert, compiled with each language's stemmer (what must
     * match, what must not: its `-words` and `excluded_words`), so matching a promo parses nothing.
     */
    matchQueryNl: tsquery('match_query_nl'),
    matchQueryFr: tsquery('match_query_fr'),
    matchExcludeNl: tsquery('match_exclude_nl'),
    matchExcludeFr: tsquery('match_exclude_fr'),
    /**
     * When the `match_*` columns were computed (the matcher refreshes the oldest, as the vocabulary
     * evolves; a trigger clears it when the query or the excluded words change).
     */
    matchLexemesAt: timestamptz('match_lexemes_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deal_alert_user_idx').on(t.userId),
    index('deal_alert_email_idx').on(sql`lower(${t.email})`),
    index('deal_alert_subscriable_idx').on(t.subscriableType, t.subscriableId),
    // No pending list: PGlite runs no autovacuum to merge one, and scanning it grows with every write.
    index('deal_alert_match_lexemes_idx').using('gin', t.matchLexemes).with({ fastupdate: false }),
    index('deal_alert_lexemes_due_idx')
      .on(t.matchLexemesAt.asc().nullsFirst())
      .where(sql`${t.query} is not null`),
    // A member's keyword alert is one row per query (any case): subscribing again updates it.
    uniqueIndex('deal_alert_user_query_unique')
      .on(t.userId, sql`lower(${t.query})`)
      .where(sql`${t.query} is not null and ${t.userId} is not null`),
    // One alert per member and entity, per guest address and entity, per guest address and query.
    uniqueIndex('deal_alert_user_entity_unique')
      .on(t.userId, t.subscriableType, t.subscriableId)
      .where(sql`${t.userId} is not null and ${t.subscriableType} is not null`),
    uniqueIndex('deal_alert_email_entity_unique')
      .on(sql`lower(${t.email})`, t.subscriableType, t.subscriableId)
      .where(sql`${t.userId} is null and ${t.subscriableType} is not null`),
    uniqueIndex('deal_alert_email_query_unique')
      .on(sql`lower(${t.email})`, sql`lower(${t.query})`)
      .where(sql`${t.userId} is null and ${t.query} is not null`),
    check('deal_alert_locale_id_check', oneOf(t.localeId, Object.values(LOCALE_IDS))),
    check('deal_alert_one_period_check', sql`not (${t.dailyEmailNotification} and ${t.weeklyEmailNotification})`),
    check(
      'deal_alert_target_check',
      sql`(${t.query} is null and ${t.subscriableType} is not null and ${t.subscriableId} is not null) or (${t.query} is not null and ${t.subscriableType} is null and ${t.subscriableId} is null)`,
    ),
    check('deal_alert_entity_type_check', oneOf(t.subscriableType, ALERT_ENTITY_TYPES)),
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

/**
 * A promo that matched a deal alert. `fired_at` is when it counts for the subscriber (at once, or when
 * the promo reaches the alert's minimum temperature); `digested_at` when a digest took it (sent or
 * dropped). One row per alert and promo, so matching the same promo again changes nothing.
 */
export const dealAlertMatches = pgTable(
  'deal_alert_matches',
  {
    /**
     * The alert (deal_alert_subscriptions.id). No foreign key: a promo's matching writes hundreds of
     * these rows at once, and a per-row key check doubled that write (docs/deal-alerts.md, Speed). A
     * statement trigger on deal_alert_subscriptions deletes an alert's matches with it (migration
     * 0010), and every reader joins the alert, so a match of an alert deleted mid-match is never read.
     */
    subscriptionId: integer('subscription_id').notNull(),
    morphableType: varchar('morphable_type', { length: 16, enum: MORPHABLE_TYPES }).notNull(),
    morphableId: integer('morphable_id').notNull(),
    matchedAt: timestamptz('matched_at').notNull().defaultNow(),
    firedAt: timestamptz('fired_at'),
    digestedAt: timestamptz('digested_at'),
  },
  (t) => [
    primaryKey({ name: 'deal_alert_matches_pk', columns: [t.subscriptionId, t.morphableType, t.morphableId] }),
    index('deal_alert_matches_pending_idx').on(t.subscriptionId).where(sql`fired_at is not null and digested_at is null`),
    index('deal_alert_matches_waiting_idx').on(t.morphableType, t.morphableId).where(sql`fired_at is null`),
    check('deal_alert_matches_morphable_type_check', oneOf(t.morphableType, MORPHABLE_TYPES)),
  ],
);

/**
 * What each recipient's digests have carried: `recipient` is `user:<id>` or `email:<lower-case
 * address>`. A promo is written here in the same transaction as the digest mail's outbox row, so it
 * never reaches the same person twice, across alerts, periods and retried runs.
 */
export const dealAlertDeliveries = pgTable(
  'deal_alert_deliveries',
  {
    recipient: varchar('recipient', { length: 330 }).notNull(),
    morphableType: varchar('morphable_type', { length: 16, enum: MORPHABLE_TYPES }).notNull(),
    morphableId: integer('morphable_id').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recipient, t.morphableType, t.morphableId], name: 'deal_alert_deliveries_pk' }),
    check('deal_alert_deliveries_morphable_type_check', oneOf(t.morphableType, MORPHABLE_TYPES)),
  ],
);
