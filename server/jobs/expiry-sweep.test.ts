import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endOfBrusselsDay } from '@/lib/dates/belgian-day';
import { executeRows } from '../db/client';
import * as schema from '../db/schema';
import { createTestDb, type TestDbHandle } from '../db/test-db';
import { sendMail } from '../mail/mailer';
import { dayFromToday } from '../routes/feed-sources.fixtures';
import { seedFeedWorld, type FeedWorld } from '../routes/feed-world.fixtures';
import { accountConfig } from '../services/accounts/config';
import { runExpirySweep } from './expiry-sweep';
import type { JobDeps } from './types';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let handle: TestDbHandle;
let world: FeedWorld;
const deps = (): JobDeps => ({ db: handle.db, config: accountConfig, mailer: sendMail, clock: () => new Date() });

beforeAll(async () => {
  handle = await createTestDb();
  world = await seedFeedWorld(handle.db);
});
afterAll(() => handle?.close());

const feedExpiry = async (type: 'Post' | 'FolderItem', id: number) => {
  const [row] = await handle.db
    .select({ expiredAt: schema.feedItems.expiredAt })
    .from(schema.feedItems)
    .where(and(eq(schema.feedItems.morphableType, type), eq(schema.feedItems.morphableId, id)));
  return row?.expiredAt ?? null;
};

describe('expiry sweep', () => {
  it('brings feed rows in line with sources that have ended, once, and leaves current ones alone', async () => {
    const ended = new Date(Date.now() - 60 * 60 * 1000);
    // Sources whose end moved without their feed row: a post that ended an hour ago, a folder whose last day was yesterday.
    await handle.db.update(schema.posts).set({ expiredAt: ended }).where(eq(schema.posts.id, world.post.creme));
    await handle.db.update(schema.folders).set({ validTo: dayFromToday(-1) }).where(eq(schema.folders.id, world.folder.current));
    const untouched = await feedExpiry('Post', world.post.sale);
    expect(await feedExpiry('Post', world.post.creme)).toBeNull();

    const first = await runExpirySweep(deps());
    expect(first.feedRowsExpired).toBeGreaterThanOrEqual(2);
    expect(await feedExpiry('Post', world.post.creme)).toEqual(ended);
    expect(await feedExpiry('FolderItem', world.item.kaas)).toEqual(endOfBrusselsDay(dayFromToday(-1)));
    expect(await feedExpiry('Post', world.post.sale)).toEqual(untouched);

    expect(await runExpirySweep(deps())).toMatchObject({ feedRowsExpired: 0 });
  });

  it('tells the members who saved a promo ending within 24 hours, once, and purges long-deleted notifications', async () => {
    const soon = new Date(Date.now() + 3 * 60 * 60 * 1000);
    await handle.db
      .update(schema.feedItems)
      .set({ expiredAt: soon })
      .where(and(eq(schema.feedItems.morphableType, 'Post'), eq(schema.feedItems.morphableId, world.post.sale)));
    await handle.db.insert(schema.reactions).values({ userId: world.user.viewer, reactableType: 'Post', reactableId: world.post.sale, kind: 'favourite' });
    const day = 24 * 60 * 60 * 1000;
    const [old, recent] = await handle.db
      .insert(schema.notifications)
      .values([
        { userId: world.user.viewer, content: 'Oud', eventKey: 'old', deletedAt: new Date(Date.now() - 200 * day) },
        { userId: world.user.viewer, content: 'Recent', eventKey: 'recent', deletedAt: new Date(Date.now() - day) },
      ])
      .returning({ id: schema.notifications.id });

    expect(await runExpirySweep(deps())).toMatchObject({ expiringSoon: 1, notificationsPurged: 1 });
    const rows = await executeRows<{ id: number; event_key: string }>(handle.db, sql`select id, event_key from notifications order by id`);
    expect(rows.map((row) => row.event_key)).toEqual(['recent', `expiring:Post:${world.post.sale}`]);
    expect(rows.map((row) => row.id)).not.toContain(old?.id);
    expect(rows.map((row) => row.id)).toContain(recent?.id);
    // The next run (15 minutes on) tells nobody again.
    expect(await runExpirySweep(deps())).toMatchObject({ expiringSoon: 0, notificationsPurged: 0 });
  });
});
