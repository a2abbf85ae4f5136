import type { StorageDisk } from '@/lib/schemas/upload';

/**
 * Where uploaded files live. A key is the file's path under the uploads root (`posts/2026/11/ab12.jpg`);
 * the database keeps it with an `uploads/` prefix (`uploads/posts/2026/11/ab12.jpg`), which is the
 * path `mediaUrl()` turns into `/api/media/uploads/…` whatever the disk (docs/storage.md).
 */
export interface StorageDriver {
  readonly disk: StorageDisk;
  /** Stores new content under a key that must not exist yet (keys are random, so a clash is a bug). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string | null } | null>;
  /** Removes a file (nothing happens when it is gone already). */
  delete(key: string): Promise<void>;
  /** A public address that serves the key directly, when the disk has one. */
  publicUrl(key: string): string | null;
}

export const UPLOADS_PREFIX = 'uploads/';

/** The database path of a stored key. */
export function uploadPath(key: string): string {
  return `${UPLOADS_PREFIX}${key}`;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;
const MAX_KEY_DEPTH = 8;

/**
 * True when a key is a plain relative path: every segment a file name without `..`, hidden files,
 * separators or encoded tricks. Keys from a URL pass this before any disk is asked.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_KEY_DEPTH && segments.every((segment) => SAFE_SEGMENT.test(segment));
}
