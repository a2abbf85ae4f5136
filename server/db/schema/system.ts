import { char, check, index, integer, jsonb, pgTable, serial, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';
import { IDEMPOTENCY_STATES } from './enums';
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
