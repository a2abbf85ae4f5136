import { randomBytes } from 'node:crypto';
import type { StorageDisk } from '@/lib/schemas/upload';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { uploadPath, type StorageDriver } from '../../storage/driver';
import { logger } from '../../logger';
import type { EncodedImage } from './image';

/** The disk would not take the file (S3 down or refusing): the upload can be tried again later. */
export class StorageUnavailableError extends Error {
  /** What the API answers (503). */
  static readonly answer = 'The file could not be stored just now. Please try again in a moment.';
}

export type StoredUpload = { path: string; disk: StorageDisk; mime: string; size: number };

/**
 * Writes a re-encoded image under a fresh random name (`{folder}/2026/11/<32 hex>.jpg`) on the driver
 * and records it in `uploads`; the row is what ownership checks read. A failed insert removes the file.
 */
export async function storeImage(
  db: Db,
  input: { image: EncodedImage; folder: 'avatars' | 'posts'; userId: number | null; now: Date; driver: StorageDriver },
): Promise<StoredUpload> {
  const { image, driver, now } = input;
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `${input.folder}/${month}/${randomBytes(16).toString('hex')}.${image.extension}`;
  try {
    await driver.put(key, image.bytes, image.mime);
  } catch (error) {
    logger.error('upload_store_failed', { disk: driver.disk, message: error instanceof Error ? error.message : String(error) });
    throw new StorageUnavailableError('storage unavailable');
  }
  const stored: StoredUpload = { path: uploadPath(key), disk: driver.disk, mime: image.mime, size: image.bytes.length };
  try {
    await db.insert(uploads).values({ userId: input.userId, path: stored.path, mime: stored.mime, size: stored.size, disk: stored.disk });
  } catch (error) {
    await driver.delete(key).catch(() => undefined);
    throw error;
  }
  return stored;
}
