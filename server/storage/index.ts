import path from 'node:path';
import { env } from '@/lib/env';
import { accountConfig, uploadsDir } from '../services/accounts/config';
import type { StorageDriver } from './driver';
import { localDriver } from './local';
import { s3Driver } from './s3';

export { uploadPath, UPLOADS_PREFIX, isSafeKey, type StorageDriver } from './driver';

/**
 * The uploads' storage in force: `local` is always there (files uploaded before a switch to S3 stay
 * readable), `active` is where new uploads go (UPLOADS_DRIVER). Resolved per call so configuration
 * stays lazy and a test's data folder counts.
 */
export type UploadStorage = { local: StorageDriver & { readonly root: string }; active: StorageDriver };

let override: StorageDriver | null = null;

/** The S3 driver of the environment; a clear error when UPLOADS_DRIVER=s3 lacks a setting. */
function s3FromEnv(): StorageDriver {
  const config = env();
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((key) => !config[key]);
  if (missing.length > 0) throw new Error(`UPLOADS_DRIVER=s3 needs ${missing.join(', ')}`);
  return s3Driver({
    bucket: config.S3_BUCKET ?? '',
    region: config.S3_REGION ?? 'us-east-1',
    endpoint: config.S3_ENDPOINT ?? null,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: config.S3_PUBLIC_URL ?? null,
  });
}

let cachedS3: StorageDriver | null = null;

export function uploadStorage(): UploadStorage {
  const local = localDriver(path.resolve(uploadsDir(accountConfig())));
  if (override) return { local, active: override };
  if (env().UPLOADS_DRIVER !== 's3') return { local, active: local };
  cachedS3 ??= s3FromEnv();
  return { local, active: cachedS3 };
}

/** Tests put new uploads on another driver (a fake S3). Returns a function that restores the environment's. */
export function overrideUploadStorage(driver: StorageDriver): () => void {
  override = driver;
  return () => {
    override = null;
  };
}
