import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { notFound, validationError } from '../http/errors';
import { pick, requestLocale } from '../http/locale';
import { idParam, validQuery } from '../http/validate';
import { findProfile, setFollowing, usersCount } from '../services/catalogue';
import { flag } from './list-query';

const profileQuery = z.object({ compact: flag });

/** Member profiles, following, and the member count. */
export const profileRoutes = new Hono<AppEnv>()
  .get('/users-count', async (c) => c.json({ users_count: await usersCount(c.var.db) }))
  .get('/profile/:userId', async (c) => {
    const id = idParam(c, 'userId', 'User not found.');
    const { compact } = validQuery(c, profileQuery);
    const profile = await findProfile(c.var.db, id, { viewerId: c.var.userId, compact });
    if (!profile) throw notFound('User not found.');
    return c.json({ data: profile });
  })
  .get('/profile/:userId/follow', (c) => follow(c, true))
  .get('/profile/:userId/unfollow', (c) => follow(c, false));

/** Follow or unfollow; answers the member's profile as the follower now sees it. */
async function follow(c: Context<AppEnv>, following: boolean) {
  // A malformed id is a 404 before anything else, as for guests on every other route.
  const id = idParam(c, 'userId', 'User not found.');
  const viewerId = requireUser(c);
  if (following && id === viewerId) {
    const message = pick(requestLocale(c), 'Je kunt jezelf niet volgen.', 'Vous ne pouvez pas vous suivre vous-même.');
    throw validationError({ user: [message] });
  }
  if (!(await setFollowing(c.var.db, viewerId, id, following))) throw notFound('User not found.');
  const profile = await findProfile(c.var.db, id, { viewerId, compact: false });
  if (!profile) throw notFound('User not found.');
  return c.json({ data: profile });
}
