import { char, check, index, integer, jsonb, pgTable, serial, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { IDEMPOTENCY_STATES, OUTGOING_MAIL_STATES } from './enums';
import { users } from './users';

/**
 * Stored results of POST/PUT/PATCH/DELETE requests per caller and Idempotency-Key (ARCHITECTURE
 * rule 5). Insert the row as 'running' first: the unique (caller, key) makes concurrent duplicates
 * collide, then update it to 'done' with the response. Rows older than 24 h may be swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    /** `user:<id>` or `ip:<address>`. */
    caller: varchar('caller', { length: 128 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 2048 }).notNull(),
    bodyHash: char('body_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 8, enum: IDEMPOTENCY_STATES }).notNull().default('running'),
    responseStatus: smallint('response_status'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    /** The raw response body, replayed byte for byte. */
    responseBody: text('response_body'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('idempotency_keys_caller_key_unique').on(t.caller, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_check', oneOf(t.state, IDEMPOTENCY_STATES)),
  ],
);

/** Files uploaded through the API (avatars before registration have no user yet). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: varchar('path', { length: 1024 }).notNull().unique('uploads_path_unique'),
    mime: varchar('mime', { length: 128 }).notNull(),
    size: integer('size').notNull(),
    disk: varchar('disk', { length: 16 }).notNull().default('local'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/**
 * The mail outbox: one row per mail the site means to send, keyed by what it is about
 * (`idempotency_key`, e.g. the job that asked for it), so a job run twice sends once. A sender claims
 * a row by moving it from `pending`/`failed` to `sending`; `payload` is what the mail is rendered from
 * (never a secret: links with tokens are made at send time).
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: varchar('idempotency_key', { length: 191 }).notNull().unique('outgoing_mails_idempotency_key_unique'),
    kind: varchar('kind', { length: 32 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: varchar('to_address', { length: 320 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 8, enum: OUTGOING_MAIL_STATES }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    messageId: varchar('message_id', { length: 255 }),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('outgoing_mails_status_idx').on(t.status, t.createdAt),
    check('outgoing_mails_status_check', oneOf(t.status, OUTGOING_MAIL_STATES)),
  ],
);
