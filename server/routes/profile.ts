import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { notFound, validationError } from '../http/errors';
import { pick, requestLocale } from '../http/locale';
import { recordIdParam } from '@/lib/schemas/route-params';
import { endpoint } from '../http/endpoint';
import { findProfile, setFollowing, usersCount } from '../services/profile';
import { flag } from './list-query';

const profileQuery = z.object({ compact: flag });
const userParams = { userId: recordIdParam };
const followSpec = { params: userParams, missing: 'User not found.', auth: 'user' } as const;

/** Member profiles, following, and the member count. */
export const profileRoutes = new Hono<AppEnv>()
  .get('/users-count', endpoint({ summary: 'How many members there are.' }, async (c) => c.json({ users_count: await usersCount(c.var.db) })))
  .get(
    '/profile/:userId',
    endpoint({ summary: "A member's profile.", params: userParams, missing: 'User not found.', query: profileQuery }, async (c, { params, query }) => {
      const profile = await findProfile(c.var.db, params.userId, { viewerId: c.var.userId, compact: query.compact });
      if (!profile) throw notFound('User not found.');
      return c.json({ data: profile });
    }),
  )
  // A malformed id is a 404 before the sign-in check, as for guests on every other route.
  .get('/profile/:userId/follow', endpoint({ summary: 'Follow a member.', ...followSpec }, (c, { params, userId }) => follow(c, params.userId, userId, true)))
  .get('/profile/:userId/unfollow', endpoint({ summary: 'Stop following a member.', ...followSpec }, (c, { params, userId }) => follow(c, params.userId, userId, false)));

/** Follow or unfollow; answers the member's profile as the follower now sees it. */
async function follow(c: Context<AppEnv>, id: number, viewerId: number, following: boolean) {
  if (following && id === viewerId) {
    const message = pick(requestLocale(c), 'Je kunt jezelf niet volgen.', 'Vous ne pouvez pas vous suivre vous-même.');
    throw validationError({ user: [message] });
  }
  if (!(await setFollowing(c.var.db, viewerId, id, following))) throw notFound('User not found.');
  const profile = await findProfile(c.var.db, id, { viewerId, compact: false });
  if (!profile) throw notFound('User not found.');
  return c.json({ data: profile });
}
