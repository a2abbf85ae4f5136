import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';
import { PROMO_FILTER_VALUES, PROMO_TYPE_KINDS } from './enums';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    simplifiedTitleNl: varchar('simplified_title_nl', { length: 255 }),
    simplifiedTitleFr: varchar('simplified_title_fr', { length: 255 }),
    slugNl: varchar('slug_nl', { length: 255 }).notNull().unique('categories_slug_nl_unique'),
    slugFr: varchar('slug_fr', { length: 255 }).notNull().unique('categories_slug_fr_unique'),
    descriptionNl: text('description_nl'),
    descriptionFr: text('description_fr'),
    icon: varchar('icon', { length: 64 }),
    position: integer('position').notNull().default(0),
    isPopular: boolean('is_popular').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId), index('categories_position_idx').on(t.position)],
);

/**
 * Post types and their subtypes. Top-level rows use the contract's post type ids (1..10); subtypes are
 * children with ids from PROMO_SUBTYPE_MIN_ID. A post's type_id is the chosen subtype (a type without
 * children is its own subtype). Ids are explicit, not serial.
 */
export const promoTypes = pgTable(
  'promo_types',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => promoTypes.id, { onDelete: 'cascade' }),
    /** Machine name of the type, e.g. 'report', 'cashback'. */
    code: varchar('code', { length: 32 }),
    /** 1 default, 2 discount, 3 question. */
    kind: smallint('kind').notNull().default(1),
    titleNl: varchar('title_nl', { length: 255 }).notNull(),
    titleFr: varchar('title_fr', { length: 255 }).notNull(),
    order: integer('order').notNull().default(0),
    additionalOrder: integer('additional_order'),
    /** The feed filter value that selects posts of this type, e.g. 'post_cashback'. */
    filterValue: varchar('filter_value', { length: 32, enum: PROMO_FILTER_VALUES }),
    createdAt: createdAt(),
  },
  (t) => [
    index('promo_types_parent_idx').on(t.parentId),
    check('promo_types_kind_check', oneOf(t.kind, Object.values(PROMO_TYPE_KINDS))),
    check('promo_types_filter_value_check', oneOf(t.filterValue, PROMO_FILTER_VALUES)),
  ],
);

export const bonusActions = pgTable('bonus_actions', {
  id: serial('id').primaryKey(),
  /** e.g. 'post_approved', 'referrals_first_post_approved', 'optional_content'. */
  type: varchar('type', { length: 64 }).notNull().unique('bonus_actions_type_unique'),
  bonusableType: varchar('bonusable_type', { length: 32 }),
  bonusableId: integer('bonusable_id'),
  impactOnBalance: integer('impact_on_balance').notNull().default(0),
  optionalImpact: integer('optional_impact').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
