import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { insertUser, sampleImage } from '../../routes/account.fixtures';
import { UNUSABLE_PASSWORD_HASH, useApiHarness } from '../../test-support/api-harness';
import { UNUSED_UPLOAD_GRACE_MS, UPLOADS_SWEEP_QUEUE } from './sweep';

/** The nightly sweep deletes uploads nothing uses after a week: the file and its row. */

const api = useApiHarness({ accounts: {} });
const DAY = 24 * 60 * 60 * 1000;

const exists = (file: string) =>
  access(path.join(api.dataDir, file)).then(
    () => true,
    () => false,
  );

describe('uploads-sweep', () => {
  it('removes post images no post uses and avatars no member has, once they are a week old', async () => {
    const memberId = await insertUser(api.db, { email: `sweep.${Date.now().toString(36)}@example.be`, passwordHash: UNUSABLE_PASSWORD_HASH });
    const token = await api.tokenFor(memberId);
    const send = async (route: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await sampleImage('png', 16))]), name);
      const result = await api.call<{ file: string }>('POST', route, { raw: form, token });
      expect(result.status).toBeLessThan(300);
      return result.body.file;
    };
    const [usedImage, unusedImage, recentImage, usedAvatar, unusedAvatar] = [
      await send('/posts/upload-image', 'a.png'),
      await send('/posts/upload-image', 'b.png'),
      await send('/posts/upload-image', 'c.png'),
      await send('/register/upload-image', 'd.png'),
      await send('/register/upload-image', 'e.png'),
    ];
    await api.db.insert(schema.promoTypes).values({ id: 41, titleNl: 'Koopje', titleFr: 'Bonne affaire' });
    const [post] = await api.db.insert(schema.posts).values({ userId: memberId, typeId: 41, title: 'Deal', content: 'x' }).returning();
    await api.db.insert(schema.postImages).values({ postId: post?.id ?? 0, path: usedImage, disk: 'local' });
    await api.db.update(schema.users).set({ avatarPath: usedAvatar }).where(eq(schema.users.id, memberId));
    const old = new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS - DAY);
    await api.db.update(schema.uploads).set({ createdAt: old }).where(inArray(schema.uploads.path, [usedImage, unusedImage, usedAvatar, unusedAvatar]));

    const jobs = await api.jobs();
    await api.db.transaction((tx) => jobs.runNow(tx, UPLOADS_SWEEP_QUEUE));
    await api.runJobs();

    const left = (await api.db.select({ path: schema.uploads.path }).from(schema.uploads)).map((row) => row.path);
    expect(left.sort()).toEqual([usedImage, recentImage, usedAvatar].sort());
    expect(await Promise.all([usedImage, recentImage, usedAvatar].map(exists))).toEqual([true, true, true]);
    expect(await Promise.all([unusedImage, unusedAvatar].map(exists))).toEqual([false, false]);
  });
});
