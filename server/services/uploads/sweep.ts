import { inArray, sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { defineQueue, DEFAULT_QUEUE_OPTIONS } from '../../jobs/types';
import { logger } from '../../logger';
import { uploadStorage, type UploadStorage } from '../../storage';
import { UPLOADS_PREFIX } from '../../storage/driver';

/**
 * Uploaded images nothing uses are deleted after a grace period: post images no post names
 * (post_images.path) and avatars no member has (users.avatar_path). The wizard keeps its draft,
 * image paths included, across reloads, so the grace is a week, not a day (docs/storage.md).
 */
export const UNUSED_UPLOAD_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 200;

type Unused = { id: number; path: string; disk: string };

async function unusedBatch(db: Db, cutoff: Date, afterId: number): Promise<Unused[]> {
  return executeRows<Unused>(
    db,
    sql`select u.id, u.path, u.disk from uploads u
        where u.id > ${afterId} and u.created_at < ${cutoff.toISOString()}
          and (
            (u.path like 'uploads/posts/%' and not exists (select 1 from post_images p where p.path = u.path))
            or (u.path like 'uploads/avatars/%' and not exists (select 1 from users s where s.avatar_path = u.path))
          )
        order by u.id limit ${BATCH}`,
  );
}

/**
 * Deletes each unused upload's file, then its row; a file its disk will not delete now keeps its row
 * and is tried again by the next sweep. Files on a disk this server no longer writes to stay (logged).
 */
export async function sweepUnusedUploads(db: Db, now: Date, storage: UploadStorage = uploadStorage()): Promise<{ removed: number; kept: number }> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS);
  let removed = 0;
  let kept = 0;
  for (let afterId = 0; ; ) {
    const batch = await unusedBatch(db, cutoff, afterId);
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]?.id ?? afterId;
    const deleted: number[] = [];
    for (const upload of batch) {
      const driver = upload.disk === storage.active.disk ? storage.active : upload.disk === 'local' ? storage.local : null;
      try {
        if (!driver) throw new Error(`no driver for disk ${upload.disk}`);
        await driver.delete(upload.path.slice(UPLOADS_PREFIX.length));
        deleted.push(upload.id);
      } catch (error) {
        kept += 1;
        logger.warn('upload_sweep_kept', { id: upload.id, disk: upload.disk, message: error instanceof Error ? error.message : String(error) });
      }
    }
    if (deleted.length > 0) await db.delete(uploads).where(inArray(uploads.id, deleted));
    removed += deleted.length;
  }
  if (removed > 0 || kept > 0) logger.info('upload_sweep', { removed, kept });
  return { removed, kept };
}

export const UPLOADS_SWEEP_QUEUE = 'uploads-sweep';

export const uploadsSweepQueue = defineQueue<Record<string, never>>({
  name: UPLOADS_SWEEP_QUEUE,
  // The next night's sweep does whatever this one could not.
  options: { ...DEFAULT_QUEUE_OPTIONS, retryLimit: 1, expireInSeconds: 30 * 60 },
  schedule: { cron: '30 4 * * *' },
  handler: (deps) => async () => {
    await sweepUnusedUploads(deps.db, deps.clock());
  },
});
