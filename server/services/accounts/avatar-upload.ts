import { and, eq, isNull, or } from 'drizzle-orm';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@/lib/schemas/account';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { StorageDriver } from '../../storage/driver';
import { processImageUpload, type ImageRules } from '../uploads/image';
import { storeImage } from '../uploads/store';

/** Avatars are re-encoded to a square JPEG of at most this many pixels a side. */
export const AVATAR_SIZE = 512;
export const AVATAR_UPLOAD_PREFIX = 'uploads/avatars/';

export const AVATAR_RULES: ImageRules = {
  extensions: AVATAR_EXTENSIONS,
  maxBytes: AVATAR_MAX_BYTES,
  maxInputPixels: 40_000_000,
  encode: (image) => ({
    image: image
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true }),
    format: 'jpeg',
  }),
};

/**
 * Checks an uploaded avatar (server/services/uploads/image.ts) and stores a fresh square JPEG on the
 * uploads' driver. Returns the stored path (`uploads/avatars/2026/05/….jpg`), as `mediaUrl()` expects.
 * Throws ImageUploadError for a refused file.
 */
export async function storeAvatar(
  db: Db,
  input: { file: unknown; driver: StorageDriver; userId: number | null; now: Date },
): Promise<string> {
  const image = await processImageUpload(input.file, AVATAR_RULES);
  const stored = await storeImage(db, { image, folder: 'avatars', userId: input.userId, now: input.now, driver: input.driver });
  return stored.path;
}

/** True when `avatarPath` is an avatar this API stored, not claimed by another user. */
export async function isOwnAvatar(db: Db, avatarPath: string, userId: number | null): Promise<boolean> {
  if (!avatarPath.startsWith(AVATAR_UPLOAD_PREFIX) || avatarPath.length > 1024) return false;
  const owner = userId === null ? isNull(uploads.userId) : or(isNull(uploads.userId), eq(uploads.userId, userId));
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.path, avatarPath), owner))
    .limit(1);
  return Boolean(row);
}

/** Ties an unowned avatar to the user who now uses it. */
export async function claimAvatar(db: Db, avatarPath: string, userId: number): Promise<void> {
  await db.update(uploads).set({ userId }).where(and(eq(uploads.path, avatarPath), isNull(uploads.userId)));
}
