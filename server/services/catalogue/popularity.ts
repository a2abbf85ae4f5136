import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dealAlertSubscriptions, gotoLinks, webshops, type ReactableType } from '../../db/schema';
import { qualified as q } from './sql';

/**
 * How popular a store, webshop, brand or product is, from what visitors do (docs/product.md,
 * Behaviour): views of its page (`views_count`, counted by the page's view beacon, POST /views), plus
 * its followers (confirmed deal alerts on it, members' and guests': docs/deal-alerts.md) weighted as
 * FOLLOW_WEIGHT views each, plus for webshops the clicks through its goto links. One correlated count
 * per row over small tables, served by the alerts' (subscriable_type, subscriable_id) index.
 */
export const FOLLOW_WEIGHT = 20;

/** The catalogue kinds ranked by popularity (products by their views alone: too many rows for a count each). */
export type PopularKind = Extract<ReactableType, 'Store' | 'Webshop' | 'Brand'>;

function followers(type: ReactableType, id: AnyPgColumn): SQL {
  const t = dealAlertSubscriptions;
  return sql`(select count(*) from ${t} where ${q(t.subscriableType)} = ${type} and ${q(t.subscriableId)} = ${q(id)} and ${q(t.confirmedAt)} is not null)`;
}

/** The popularity score of each row of `type`'s table: higher first. */
export function popularityScore(type: PopularKind, id: AnyPgColumn, views: AnyPgColumn): SQL<number> {
  const clicks =
    type === 'Webshop'
      ? sql` + coalesce((select sum(${q(gotoLinks.clicks)}) from ${gotoLinks} where ${q(gotoLinks.webshopId)} = ${q(webshops.id)}), 0)`
      : sql``;
  return sql<number>`(${q(views)} + ${FOLLOW_WEIGHT} * ${followers(type, id)}${clicks})`;
}
