import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { CompactProfile, Profile } from '@/lib/api/profile';
import { countValue, type Db } from '../db/client';
import { follows, posts, users } from '../db/schema';
import { mediaUrl } from '../http/urls';
import { qualified as q } from './catalogue/sql';

/** Members as others see them: the public profile, following, and how many members there are. */

export async function usersCount(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(isNull(users.deletedAt));
  return row?.total ?? 0;
}

/** A public profile in one query; promos are approved, non-deleted posts. Points stay private. */
export async function findProfile(
  db: Db,
  id: number,
  options: { viewerId: number | null; compact: boolean },
): Promise<Profile | CompactProfile | null> {
  // Followers and followings count only accounts that still exist.
  const follower = sql`exists (select 1 from ${users} u where u.id = ${q(follows.followerId)} and u.deleted_at is null)`;
  const followed = sql`exists (select 1 from ${users} u where u.id = ${q(follows.followedId)} and u.deleted_at is null)`;
  const viewerId = options.viewerId;
  const [row] = await db
    .select({
      id: users.id,
      fname: users.fname,
      lname: users.lname,
      avatarPath: users.avatarPath,
      followers: sql<number>`(select count(*) from ${follows} where ${q(follows.followedId)} = ${q(users.id)} and ${follower})`.mapWith(countValue),
      following: sql<number>`(select count(*) from ${follows} where ${q(follows.followerId)} = ${q(users.id)} and ${followed})`.mapWith(countValue),
      promosCount: sql<number>`(select count(*) from ${posts} where ${q(posts.userId)} = ${q(users.id)} and ${q(posts.status)} = 'approved' and ${q(posts.deletedAt)} is null)`.mapWith(countValue),
      isFollowed:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${follows} where ${q(follows.followerId)} = ${viewerId} and ${q(follows.followedId)} = ${q(users.id)})`,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const compact: CompactProfile = {
    id: row.id,
    fname: row.fname,
    lname: row.lname,
    avatar_url: mediaUrl(row.avatarPath),
  };
  if (options.compact) return compact;
  return {
    ...compact,
    followers: row.followers,
    following: row.following,
    promos_count: row.promosCount,
    is_followed: Boolean(row.isFollowed),
  } satisfies Profile;
}

/**
 * Starts or stops following a member (docs/product.md, API: GET /profile/{id}/follow and /unfollow). Following
 * twice or unfollowing someone not followed changes nothing. False when the member does not exist.
 */
export async function setFollowing(db: Db, followerId: number, followedId: number, following: boolean): Promise<boolean> {
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, followedId), isNull(users.deletedAt)))
    .limit(1);
  if (!target) return false;
  if (following) await db.insert(follows).values({ followerId, followedId }).onConflictDoNothing();
  else await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  return true;
}
