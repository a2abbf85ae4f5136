import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadPostImage } from '@/lib/api/posts';
import { POST_IMAGE_MAX_BYTES } from '@/lib/schemas/upload';
import * as schema from '../db/schema';
import { MAX_POST_IMAGE_BODY_BYTES } from '../http/request-body';
import { openApiDocument } from '../http/openapi';
import { API_BASE_PATH } from '../app';
import { assertOwnUploads, ForeignUploadError } from '../services/uploads/ownership';
import { UNUSABLE_PASSWORD_HASH, useApiHarness } from '../test-support/api-harness';
import { insertUser, sampleImage } from './account.fixtures';
import { pngBomb } from './upload.fixtures';

/** POST /posts/upload-image: the checks, the re-encoding, the stored row and whose upload it is (docs/storage.md). */

const api = useApiHarness({ accounts: {} });

let member: { id: number; token: string };
let other: { id: number; token: string };
let seq = 0;

async function newMember(): Promise<{ id: number; token: string }> {
  const id = await insertUser(api.db, { email: `uploader.${Date.now().toString(36)}.${(seq += 1)}@example.be`, passwordHash: UNUSABLE_PASSWORD_HASH });
  return { id, token: await api.tokenFor(id) };
}

beforeAll(async () => {
  member = await newMember();
  other = await newMember();
});

type UploadBody = { file?: string; url?: string; disk?: string; message?: string; errors?: Record<string, string[]> };

async function upload(bytes: Uint8Array | string | null, name: string, options: { locale?: 'nl' | 'fr'; token?: string | null; ip?: string } = {}) {
  const form = new FormData();
  if (bytes !== null) form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  form.append('target_disk', 's3');
  const token = options.token === undefined ? member.token : (options.token ?? undefined);
  return api.call<UploadBody>('POST', '/posts/upload-image', { raw: form, locale: options.locale ?? 'nl', token, ip: options.ip });
}

const storedFile = (file: string) => readFile(path.join(api.dataDir, file));

describe('POST /posts/upload-image', () => {
  it.each([
    ['jpeg', 'photo.JPG', /\.jpg$/, 'image/jpeg'],
    ['png', 'screenshot.png', /\.png$/, 'image/png'],
    ['webp', 'deal.webp', /\.webp$/, 'image/webp'],
  ] as const)('stores a re-encoded %s for the member, with a row in uploads (201 { file, url, disk })', async (format, name, extension, mime) => {
    const source = sharp({ create: { width: 300, height: 200, channels: 3, background: '#1e6fc8' } });
    const bytes = await (format === 'jpeg' ? source.jpeg() : format === 'png' ? source.png() : source.webp()).toBuffer();
    const result = await upload(bytes, name);
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const file = result.body.file ?? '';
    expect(file).toMatch(/^uploads\/posts\/\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z]+$/);
    expect(file).toMatch(extension);
    expect(result.body).toEqual({ file, url: `/api/media/${file}`, disk: 'local' });
    const [row] = await api.db.select().from(schema.uploads).where(eq(schema.uploads.path, file));
    expect(row).toMatchObject({ userId: member.id, mime, disk: 'local' });
    const stored = await storedFile(file);
    expect(row?.size).toBe(stored.length);
    expect((await sharp(stored).metadata()).format).toBe(format);

    const served = await api.request('GET', `/media/${file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c81e3c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Geheime Fotograaf', Copyright: 'thuisadres' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const result = await upload(photo, 'camera.jpg');
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const stored = await storedFile(result.body.file ?? '');
    const metadata = await sharp(stored).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 100, height: 200 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes('Geheime Fotograaf')).toBe(false);
    expect(stored.includes('thuisadres')).toBe(false);
  });

  it('scales a large image down to fit 2048 pixels', async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#eeeeee' } }).jpeg().toBuffer();
    const result = await upload(wide, 'wide.jpg');
    expect(result.status).toBe(201);
    const metadata = await sharp(await storedFile(result.body.file ?? '')).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 2048, height: 512 });
  });

  it('refuses a wrong extension, bytes of another format, a non-image, a broken image and a missing file (422 errors.file, both languages)', async () => {
    const png = await sampleImage('png', 40);
    const cases: Array<[Uint8Array | string | null, string, 'nl' | 'fr', string]> = [
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'anim.gif', 'nl', 'De afbeelding moet een png-, jpg-, jpeg- of webp-bestand zijn.'],
      [png, 'image.svg', 'fr', 'L’image doit être un fichier png, jpg, jpeg ou webp.'],
      [png, 'noname', 'nl', 'De afbeelding moet een png-, jpg-, jpeg- of webp-bestand zijn.'],
      [png, 'really-a-png.jpg', 'nl', 'De inhoud van dit bestand past niet bij de extensie van de bestandsnaam.'],
      [await sampleImage('jpeg', 40), 'really-a-jpeg.webp', 'fr', 'Le contenu de ce fichier ne correspond pas à l’extension de son nom.'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'evil.png', 'nl', 'De afbeelding moet een png-, jpg-, jpeg- of webp-bestand zijn.'],
      ['%PDF-1.7 not an image', 'flyer.jpg', 'fr', 'L’image doit être un fichier png, jpg, jpeg ou webp.'],
      [png.subarray(0, 60), 'cut.png', 'nl', 'Dit bestand is geen geldige afbeelding.'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'garbage.jpg', 'fr', 'Ce fichier n’est pas une image valide.'],
      [null, '', 'nl', 'Kies een afbeelding.'],
    ];
    for (const [bytes, name, locale, message] of cases) {
      const result = await upload(bytes, name, { locale });
      expect({ name, status: result.status, errors: result.body.errors }).toEqual({ name, status: 422, errors: { file: [message] } });
    }
    const json = await api.call<UploadBody>('POST', '/posts/upload-image', { body: { file: 'x' }, token: member.token });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ file: ['Kies een afbeelding.'] });
    const rows = await api.db.select().from(schema.uploads).where(eq(schema.uploads.userId, member.id));
    expect(rows.every((row) => row.path.startsWith('uploads/posts/'))).toBe(true);
    expect(rows.some((row) => /svg|gif|pdf/.test(row.mime))).toBe(false);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb(8000, 8000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const result = await upload(bomb, 'bomb.png', { locale: 'fr' });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ file: ['Cette image compte trop de pixels.'] });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a file over the limit: 422 when it fits the body limit, 413 before reading when not', async () => {
    const jpegHead = [0xff, 0xd8, 0xff];
    const over = new Uint8Array(POST_IMAGE_MAX_BYTES + 1);
    over.set(jpegHead);
    const justOver = await upload(over, 'big.jpg', { locale: 'nl' });
    expect(justOver.status).toBe(422);
    expect(justOver.body.errors).toEqual({ file: ['De afbeelding mag niet groter zijn dan 10 MB.'] });

    const huge = new Uint8Array(MAX_POST_IMAGE_BODY_BYTES + 1);
    huge.set(jpegHead);
    const refused = await upload(huge, 'huge.jpg');
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('The request body is too large.');
  });

  it('is for members only (401 for a guest, nothing stored)', async () => {
    const before = await api.db.select().from(schema.uploads);
    const result = await upload(await sampleImage('png', 20), 'guest.png', { token: null });
    expect(result.status).toBe(401);
    expect(await api.db.select().from(schema.uploads)).toHaveLength(before.length);
  });

  it('limits uploads per member (and per address) with 429 and Retry-After', async () => {
    const busy = await newMember();
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const result = await upload(null, '', { token: busy.token, ip: `10.20.${attempt}.1` });
      expect(result.status).toBe(422);
    }
    const limited = await upload(await sampleImage('png', 20), 'one-more.png', { token: busy.token, ip: '10.21.0.1' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await upload(await sampleImage('png', 20), 'mine.png', { ip: '10.21.0.2' })).status).toBe(201);

    const sharing = await Promise.all([newMember(), newMember(), newMember()]);
    for (let attempt = 0; attempt < 120; attempt += 1) {
      expect((await upload(null, '', { token: sharing[attempt % 3]?.token, ip: '10.22.0.1' })).status).toBe(422);
    }
    expect((await upload(null, '', { token: (await newMember()).token, ip: '10.22.0.1' })).status).toBe(429);
  });

  it('lets a post use only its author’s own post uploads (assertOwnUploads)', async () => {
    const mine = await upload(await sampleImage('jpeg', 30), 'mine.jpg');
    const theirs = await upload(await sampleImage('jpeg', 30), 'theirs.jpg', { token: other.token });
    const mineFile = mine.body.file ?? '';
    const theirsFile = theirs.body.file ?? '';
    expect(await assertOwnUploads(api.db, member.id, [mineFile, mineFile])).toEqual(new Map([[mineFile, { disk: 'local' }]]));
    await expect(assertOwnUploads(api.db, member.id, [])).resolves.toEqual(new Map());

    const avatar = await api.call<UploadBody>('POST', '/register/upload-image', { raw: formWith(await sampleImage('png', 30), 'me.png'), token: member.token });
    expect(avatar.status).toBe(200);
    const refused = [theirsFile, avatar.body.file ?? '', 'uploads/posts/2026/01/unknown.jpg', '../../etc/passwd'];
    const error = await assertOwnUploads(api.db, member.id, [mineFile, ...refused]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ForeignUploadError);
    expect((error as ForeignUploadError).paths).toEqual(refused);
  });

  it('answers the site’s typed client (lib/api/uploads.ts)', async () => {
    const answer = await uploadPostImage(api.client({ token: member.token }), new Blob([new Uint8Array(await sampleImage('png', 24))]), 'client.png');
    expect(answer).toEqual({ file: expect.stringMatching(/^uploads\/posts\/.+\.png$/), url: `/api/media/${answer.file}`, disk: 'local' });
  });

  it('is in the OpenAPI document as a member-only multipart upload answering 201', () => {
    const doc = openApiDocument(api.app.routes, API_BASE_PATH);
    const operation = doc.paths['/api/posts/upload-image']?.post;
    expect(operation?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({ properties: { file: expect.any(Object), target_disk: expect.any(Object) } });
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(operation?.responses).toHaveProperty('201');
    expect(operation?.responses).toHaveProperty('413');
    expect(operation?.responses).toHaveProperty('429');
  });
});

function formWith(bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}
