import type { Db } from '../client';
import { reactions, type MorphableType, type ReactableType, type ReactionKind } from '../schema';
import type { FeedVotes } from '../../services/feed-index/rows';
import { insertAll } from './batch';
import type { SeedUser } from './context';
import type { Random } from './random';

/** Members' reactions on promos and articles. */

export interface VotedItem {
  type: MorphableType;
  id: number;
  votes: FeedVotes;
  authorId?: number;
}

/**
 * Hits and dislikes by demo members, consistent with each item's counts as far as 25 members allow
 * (the counts also include votes of members outside the demo set).
 */
export function voteReactions(rng: Random, members: readonly SeedUser[], items: readonly VotedItem[]): ReactionRow[] {
  const rows: ReactionRow[] = [];
  for (const item of items) {
    if (item.votes.hits === 0 && item.votes.dislikes === 0) continue;
    const voters = rng.shuffle(members.filter((member) => member.id !== item.authorId));
    const hitters = voters.slice(0, Math.min(item.votes.hits, 12));
    const dislikers = voters.slice(hitters.length, hitters.length + Math.min(item.votes.dislikes, 4));
    for (const member of hitters) rows.push({ userId: member.id, reactableType: item.type, reactableId: item.id, kind: 'hit' });
    for (const member of dislikers) rows.push({ userId: member.id, reactableType: item.type, reactableId: item.id, kind: 'dislike' });
  }
  return rows;
}

export interface ReactionRow {
  userId: number;
  reactableType: ReactableType;
  reactableId: number;
  kind: ReactionKind;
  createdAt?: Date;
}

/** Inserts reactions, dropping duplicates of (user, entity, kind). */
export async function insertReactions(db: Db, rows: readonly ReactionRow[]): Promise<number> {
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    const key = `${row.userId}:${row.reactableType}:${row.reactableId}:${row.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await insertAll(db, reactions, unique);
  return unique.length;
}
