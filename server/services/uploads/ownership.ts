import { and, eq, inArray } from 'drizzle-orm';
import type { StorageDisk } from '@/lib/schemas/upload';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

/** Where `POST /posts/upload-image` stores; a post's images must be under it. */
export const POST_UPLOAD_PREFIX = 'uploads/posts/';

/** Paths a member may not attach: unknown, another member's, or not a post image. */
export class ForeignUploadError extends Error {
  constructor(readonly paths: string[]) {
    super(`not the member's own post uploads: ${paths.join(', ')}`);
  }
}

/**
 * Checks that every path is a post image this member uploaded (uploads.user_id) and returns each
 * one's disk, as stored (the client's `images[].disk` is not to be trusted). Throws ForeignUploadError
 * naming the paths that are not.
 */
export async function assertOwnUploads(db: Db, userId: number, paths: readonly string[]): Promise<Map<string, { disk: StorageDisk }>> {
  const wanted = [...new Set(paths)];
  const candidates = wanted.filter((path) => path.startsWith(POST_UPLOAD_PREFIX) && path.length <= 1024);
  const rows =
    candidates.length === 0
      ? []
      : await db
          .select({ path: uploads.path, disk: uploads.disk })
          .from(uploads)
          .where(and(eq(uploads.userId, userId), inArray(uploads.path, candidates)));
  const owned = new Map(rows.map((row) => [row.path, { disk: (row.disk === 's3' ? 's3' : 'local') as StorageDisk }]));
  const foreign = wanted.filter((path) => !owned.has(path));
  if (foreign.length > 0) throw new ForeignUploadError(foreign);
  return owned;
}
