import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { follows, notifications } from '../schema';
import { notificationValues } from '../../services/notifications/create';
import { publishedEvent, hotEvent, type NotificationEvent } from '../../services/notifications/events';
import { notifyExpiringFavourites } from '../../services/notifications/expiring';
import { hotLevelsCrossed } from '../../services/notifications/hot';
import { findAuthor, findIndexedPromo } from '../../services/notifications/subjects';
import { SECOND_LOGIN } from './data/people';
import { DAY, HOUR, type SeedClock, type SeedUser } from './context';
import type { SeededPost } from './posts';

/**
 * The notifications of the two demo logins (the Dutch demo member and the French second login), made
 * by the same events and texts as the running site (server/services/notifications): promos published
 * by members they follow, their own promos getting hot, saved promos ending within 24 hours, and a
 * welcome. Links are absolute, to the page in the member's language. The newest four are unread, the
 * next two seen in the bell's dropdown but not opened, the rest read.
 */

const PUBLISHED_PER_MEMBER = 8;
const PUBLISHED_WITHIN_MS = 14 * DAY;

function welcomeEvent(): NotificationEvent {
  return {
    key: 'welcome',
    author: null,
    text: (locale) =>
      locale === 'fr'
        ? 'Bienvenue sur Dealwijzer ! Complétez votre profil et gagnez vos premiers points bonus.'
        : 'Welkom bij Dealwijzer! Vul je profiel aan en verdien je eerste bonuspunten.',
    link: { route: '/settings', params: {} },
  };
}

export async function seedNotifications(db: Db, clock: SeedClock, members: readonly SeedUser[], posts: readonly SeededPost[]): Promise<void> {
  const now = clock.now.getTime();
  const recipients = [members[0], members.find((member) => member.email === SECOND_LOGIN.email)].filter(
    (member): member is SeedUser => member !== undefined,
  );
  const rows: (typeof notifications.$inferInsert & { createdAt: Date })[] = [];
  for (const member of recipients) {
    const recipient = { id: member.id, locale: member.locale };
    const add = (event: NotificationEvent, at: Date) => rows.push({ ...notificationValues(recipient, event), createdAt: at });
    add(welcomeEvent(), member.createdAt);

    const followed = new Set(
      (await db.select({ id: follows.followedId }).from(follows).where(eq(follows.followerId, member.id))).map((row) => row.id),
    );
    const published = posts
      .filter((post) => followed.has(post.userId) && post.current && post.approvedAt && now - post.approvedAt.getTime() < PUBLISHED_WITHIN_MS)
      .sort((a, b) => (b.approvedAt?.getTime() ?? 0) - (a.approvedAt?.getTime() ?? 0))
      .slice(0, PUBLISHED_PER_MEMBER);
    for (const post of published) {
      const [subject, author] = await Promise.all([findIndexedPromo(db, 'Post', post.id), findAuthor(db, post.userId)]);
      if (subject && author && post.approvedAt) add(publishedEvent(subject, author), post.approvedAt);
    }

    for (const post of posts.filter((candidate) => candidate.userId === member.id && candidate.approvedAt)) {
      const levels = hotLevelsCrossed(0, post.votes.hits - post.votes.dislikes);
      if (levels.length === 0) continue;
      const subject = await findIndexedPromo(db, 'Post', post.id);
      if (!subject || !post.approvedAt) continue;
      const approved = post.approvedAt.getTime();
      levels.forEach((level, index) => add(hotEvent(subject, level), new Date(Math.min(now - HOUR, approved + (index + 1) * 6 * HOUR))));
    }
  }
  // In the order they happened, so the newest has the highest id as on the running site.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (rows.length > 0) await db.insert(notifications).values(rows).onConflictDoNothing();
  await notifyExpiringFavourites(db, clock.now, { now: clock.now });

  const ids = recipients.map((member) => member.id);
  if (ids.length === 0) return;
  const nowSql = sql`${clock.now.toISOString()}::timestamptz`;
  await db.execute(sql`
    update ${notifications} as n
       set checked_at = case when ranked.position > 4 then least(n.created_at + interval '1 hour', ${nowSql}) end,
           read_at = case when ranked.position > 6 then least(n.created_at + interval '2 hours', ${nowSql}) end
      from (select id, row_number() over (partition by user_id order by created_at desc, id desc) as position
              from ${notifications} where ${inArray(notifications.userId, ids)}) as ranked
     where ranked.id = n.id`);
}
