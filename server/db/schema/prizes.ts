import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';
import { PRIZE_REQUEST_STATUSES } from './enums';
import { users } from './users';

/** The prize pot ("prijzenpot"): rewards bought with points. */
export const prizes = pgTable('prizes', {
  id: serial('id').primaryKey(),
  titleNl: varchar('title_nl', { length: 255 }).notNull(),
  titleFr: varchar('title_fr', { length: 255 }).notNull(),
  descriptionNl: text('description_nl'),
  descriptionFr: text('description_fr'),
  imagePath: varchar('image_path', { length: 1024 }),
  pointsCost: integer('points_cost').notNull(),
  stock: integer('stock').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [check('prizes_stock_check', sql`${t.stock} >= 0`), check('prizes_points_cost_check', sql`${t.pointsCost} > 0`)]);

export const prizeRequests = pgTable(
  'prize_requests',
  {
    id: serial('id').primaryKey(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16, enum: PRIZE_REQUEST_STATUSES }).notNull().default('pending'),
    pointsSpent: integer('points_spent').notNull(),
    fullName: varchar('full_name', { length: 255 }).notNull(),
    street: varchar('street', { length: 255 }).notNull(),
    houseNumber: varchar('house_number', { length: 32 }).notNull(),
    postalCode: varchar('postal_code', { length: 10 }).notNull(),
    city: varchar('city', { length: 255 }).notNull(),
    country: varchar('country', { length: 2 }).notNull().default('BE'),
    /** The client's Idempotency-Key: a repeated request answers the first one's result. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('prize_requests_user_idx').on(t.userId),
    index('prize_requests_prize_idx').on(t.prizeId),
    check('prize_requests_status_check', oneOf(t.status, PRIZE_REQUEST_STATUSES)),
    unique('prize_requests_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
  ],
);
