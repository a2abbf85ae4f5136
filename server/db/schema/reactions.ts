import { check, index, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { REACTABLE_TYPES, REACTION_KINDS } from './enums';
import { users } from './users';

/**
 * A user's flag on any entity: hit, dislike, favourite, hidden, subscription, reported_expired. One row
 * per flag, so setting a flag twice is a no-op (`on conflict do nothing`) and removing it is a delete.
 */
export const reactions = pgTable(
  'reactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactableType: varchar('reactable_type', { length: 16, enum: REACTABLE_TYPES }).notNull(),
    reactableId: integer('reactable_id').notNull(),
    kind: varchar('kind', { length: 16, enum: REACTION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reactions_user_reactable_kind_unique').on(t.userId, t.reactableType, t.reactableId, t.kind),
    index('reactions_reactable_idx').on(t.reactableType, t.reactableId),
    // A user's favourites (or hidden items…) newest first.
    index('reactions_user_kind_idx').on(t.userId, t.kind, t.createdAt.desc().nullsFirst()),
    check('reactions_reactable_type_check', oneOf(t.reactableType, REACTABLE_TYPES)),
    check('reactions_kind_check', oneOf(t.kind, REACTION_KINDS)),
  ],
);
