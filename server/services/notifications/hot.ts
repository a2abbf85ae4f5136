import type { Db } from '../../db/client';
import type { MorphableType } from '../../db/schema';
import { createNotifications, recipientsByIds, type CreateOptions } from './create';
import { HOT_THRESHOLDS, hotEvent, type HotThreshold } from './events';
import { findIndexedPromo } from './subjects';

/**
 * "Your promo is hot": when a vote lifts a member's promo's temperature (rating_calculated) to 100,
 * 200 or 500, its author hears of it once per level (event `hot:Post:<id>:<level>`). Written inside the
 * vote's transaction, so the notice exists exactly when the vote does; a vote taken back and given
 * again crosses the level again and finds the notice already there.
 */

/** The levels reached on the way up from `before` to `after` (none when the temperature fell). */
export function hotLevelsCrossed(before: number, after: number): HotThreshold[] {
  return HOT_THRESHOLDS.filter((level) => before < level && after >= level);
}

/** Notifies the author of a post whose temperature just went from `before` to `after`; how many notices were new. */
export async function notifyHotPromo(
  tx: Db,
  promo: { type: MorphableType; id: number },
  before: number,
  after: number,
  options: CreateOptions = {},
): Promise<number> {
  // Only members' posts have an author to tell.
  if (promo.type !== 'Post') return 0;
  const levels = hotLevelsCrossed(before, after);
  if (levels.length === 0) return 0;
  const subject = await findIndexedPromo(tx, promo.type, promo.id);
  if (!subject || subject.authorId === null) return 0;
  const recipients = await recipientsByIds(tx, [subject.authorId]);
  let created = 0;
  for (const level of levels) created += await createNotifications(tx, recipients, hotEvent(subject, level), options);
  return created;
}
