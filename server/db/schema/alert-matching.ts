import { check, pgTable, primaryKey, varchar, integer } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { MORPHABLE_TYPES } from './enums';

/**
 * The promos the deal-alert matcher has matched (docs/deal-alerts.md, Matching): written in the same
 * transaction as their matches and notifications, so a promo is matched once, whichever way it was
 * found (published, or picked up by the scheduled scan when its moment came) and however often a job
 * is retried.
 */
export const dealAlertMatchedPromos = pgTable(
  'deal_alert_matched_promos',
  {
    morphableType: varchar('morphable_type', { length: 16, enum: MORPHABLE_TYPES }).notNull(),
    morphableId: integer('morphable_id').notNull(),
    matchedAt: timestamptz('matched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.morphableType, t.morphableId], name: 'deal_alert_matched_promos_pk' }),
    check('deal_alert_matched_promos_morphable_type_check', oneOf(t.morphableType, MORPHABLE_TYPES)),
  ],
);

/** Where a scheduled job got to (its durable cursor), by job name. */
export const jobCursors = pgTable('job_cursors', {
  name: varchar('name', { length: 64 }).primaryKey(),
  at: timestamptz('at').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
