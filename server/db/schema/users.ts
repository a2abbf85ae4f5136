import { sql } from 'drizzle-orm';
import {
  check,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  boolean,
  uniqueIndex,
  unique,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, localeColumn, oneOf, timestamptz, updatedAt } from './columns';
import { GENDERS, USER_TOKEN_PURPOSES } from './enums';

export type UserSettings = Record<string, unknown>;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fname: varchar('fname', { length: 100 }).notNull(),
    lname: varchar('lname', { length: 100 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    /** Null for accounts created through social sign-in only. */
    passwordHash: text('password_hash'),
    avatarPath: varchar('avatar_path', { length: 1024 }),
    locale: localeColumn().notNull().default('nl'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** docs/product.md: 1 male, 0 female. */
    gender: smallint('gender'),
    birthday: date('birthday', { mode: 'string' }),
    postalCode: varchar('postal_code', { length: 10 }),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    campaignTag: varchar('campaign_tag', { length: 100 }),
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    referralCode: varchar('referral_code', { length: 32 }).unique('users_referral_code_unique'),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
    deletionRequestedAt: timestamptz('deletion_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    // Case-insensitive uniqueness: look users up with `lower(email) = lower($1)`.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_invited_by_idx').on(t.invitedBy),
    check('users_gender_check', oneOf(t.gender, Object.values(GENDERS))),
  ],
);

export const pointsAccounts = pgTable('points_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique('points_accounts_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  available: integer('available').notNull().default(0),
  total: integer('total').notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [
  // The balance can never be overdrawn, whatever runs concurrently (docs/points.md).
  check('points_accounts_available_check', sql`${t.available} >= 0`),
]);

/** Every change of a points balance, so balances can be audited and recomputed. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A bonus_actions.type, or a spending reason such as 'prize_request'. */
    bonusActionType: varchar('bonus_action_type', { length: 64 }).notNull(),
    impact: integer('impact').notNull(),
    bonusableType: varchar('bonusable_type', { length: 32 }),
    bonusableId: integer('bonusable_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // One row per cause: the same bonus for the same thing can never be credited twice (docs/points.md).
    unique('points_ledger_cause_unique').on(t.userId, t.bonusActionType, t.bonusableType, t.bonusableId).nullsNotDistinct(),
  ],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerUserId: varchar('provider_user_id', { length: 255 }).notNull(),
    email: varchar('email', { length: 320 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('social_accounts_provider_user_unique').on(t.provider, t.providerUserId),
    index('social_accounts_user_idx').on(t.userId),
  ],
);

/**
 * A verified social identity waiting for the visitor to finish registration; its id is the contract's
 * `cache_id` returned by the social check call.
 */
export const pendingSocialSignups = pgTable(
  'pending_social_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerUserId: varchar('provider_user_id', { length: 255 }).notNull(),
    email: varchar('email', { length: 320 }),
    fname: varchar('fname', { length: 100 }),
    lname: varchar('lname', { length: 100 }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_social_signups_expires_idx').on(t.expiresAt)],
);

/**
 * Bearer tokens. The wire token is `${id}|${secret}`; only the SHA-256 (hex) of the secret is stored
 * and logout deletes the row (ARCHITECTURE rule 4).
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull().default('auth'),
    abilities: jsonb('abilities').$type<string[]>().notNull().default(['*']),
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** One-time tokens sent by e-mail (verification, password reset); only their SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32, enum: USER_TOKEN_PURPOSES }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique('user_tokens_token_hash_unique'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_check', oneOf(t.purpose, USER_TOKEN_PURPOSES)),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'follows_pk', columns: [t.followerId, t.followedId] }),
    index('follows_followed_idx').on(t.followedId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .unique('referrals_referred_user_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    firstPostApprovedAt: timestamptz('first_post_approved_at'),
    bonusAwardedAt: timestamptz('bonus_awarded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

/**
 * The mailboxes a referral bonus was paid for, as a hash of the address without its `+tag` (and, at
 * Gmail, its dots): one mailbox earns its referrer one bonus, whatever aliases or re-registrations
 * it comes back as (docs/referral.md, "One mailbox, one bonus"). Kept when the account is erased.
 */
export const referralMailboxes = pgTable('referral_mailboxes', {
  mailboxHash: varchar('mailbox_hash', { length: 64 }).primaryKey(),
  createdAt: createdAt(),
});
