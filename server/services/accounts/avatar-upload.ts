import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, or } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@/lib/schemas/account';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

/** Avatars are re-encoded to a square JPEG of at most this many pixels a side. */
export const AVATAR_SIZE = 512;
/** Decompression-bomb guard: larger inputs are refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
export const AVATAR_UPLOAD_PREFIX = 'uploads/avatars/';

export type AvatarProblem = 'required' | 'type' | 'too_large' | 'unreadable';

export class AvatarError extends Error {
  constructor(readonly problem: AvatarProblem) {
    super(problem);
  }
}

function magicFormat(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * Checks an uploaded avatar by name, size and content (magic bytes, then a full decode by sharp) and
 * stores a fresh JPEG re-encoding under a server-generated name. Returns the stored path, relative
 * to the uploads root's parent (`uploads/avatars/2026/05/…jpg`), as `mediaUrl()` expects.
 */
export async function storeAvatar(
  db: Db,
  input: { file: unknown; uploadsRoot: string; userId: number | null; now: Date },
): Promise<string> {
  const file = input.file;
  if (!(file instanceof File)) throw new AvatarError('required');
  const extension = path.extname(file.name).slice(1).toLowerCase();
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) throw new AvatarError('type');
  if (file.size > AVATAR_MAX_BYTES) throw new AvatarError('too_large');
  if (file.size === 0) throw new AvatarError('unreadable');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = magicFormat(bytes);
  if (!format) throw new AvatarError('type');

  let output: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new AvatarError('type');
    output = await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof AvatarError) throw error;
    throw new AvatarError('unreadable');
  }

  const month = `${input.now.getUTCFullYear()}/${String(input.now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${randomBytes(16).toString('hex')}.jpg`;
  const relative = `avatars/${month}/${name}`;
  const target = path.join(input.uploadsRoot, ...relative.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, output, { flag: 'wx' });
  const stored = `uploads/${relative}`;
  await db.insert(uploads).values({ userId: input.userId, path: stored, mime: 'image/jpeg', size: output.length, disk: 'local' });
  return stored;
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
