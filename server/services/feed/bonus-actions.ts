import { asc } from 'drizzle-orm';
import type { BonusAction } from '@/lib/api/feed';
import type { Db } from '../../db/client';
import { bonusActions } from '../../db/schema';

/** The coin rules (docs/points.md, "The bonuses"): what `GET /bonus-actions` lists. */
export async function listBonusActions(db: Db): Promise<BonusAction[]> {
  const rows = await db.select().from(bonusActions).orderBy(asc(bonusActions.id));
  return rows.map((row) => ({
    type: row.type,
    bonusable_type: row.bonusableType,
    bonusable_id: row.bonusableId,
    impact_on_balance: row.impactOnBalance,
    optional_impact: row.optionalImpact,
  }));
}
