import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { overrideUploadStorage } from '../storage';
import { startFakeS3, type FakeS3 } from '../storage/fake-s3.fixtures';
import { s3Driver } from '../storage/s3';
import { UNUSABLE_PASSWORD_HASH, useApiHarness } from '../test-support/api-harness';
import { insertUser, sampleImage } from './account.fixtures';

/** Uploads on the S3 driver (a fake S3 started here): stored in the bucket, recorded as disk s3, served through /media. */

const api = useApiHarness({ accounts: {} });
let s3: FakeS3;
let token: string;
let restore: (() => void) | undefined;

beforeAll(async () => {
  s3 = await startFakeS3();
  const id = await insertUser(api.db, { email: `s3.${Date.now().toString(36)}@example.be`, passwordHash: UNUSABLE_PASSWORD_HASH });
  token = await api.tokenFor(id);
});
afterAll(() => s3.close());
afterEach(() => restore?.());

const useS3 = (options: { publicUrl?: string; secretAccessKey?: string } = {}) => {
  restore = overrideUploadStorage(s3Driver({ ...s3.credentials, ...options, bucket: s3.bucket, endpoint: s3.endpoint }));
};

function form(bytes: Uint8Array, name: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)]), name);
  data.append('target_disk', 's3');
  return data;
}

describe('uploads on S3', () => {
  it('stores a post image in the bucket, records disk s3 and serves it through the media route', async () => {
    useS3();
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#228844' } }).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    const result = await api.call<{ file: string; url: string; disk: string }>('POST', '/posts/upload-image', { raw: form(photo, 'p.jpg'), token });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const { file } = result.body;
    expect(result.body).toEqual({ file, url: `/api/media/${file}`, disk: 's3' });
    const key = file.replace(/^uploads\//, '');
    const object = s3.objects.get(key);
    expect(object?.contentType).toBe('image/jpeg');
    const metadata = await sharp(object?.bytes).metadata();
    expect({ width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({ width: 80, height: 120, exif: undefined });
    const [row] = await api.db.select().from(schema.uploads).where(eq(schema.uploads.path, file));
    expect(row).toMatchObject({ disk: 's3', mime: 'image/jpeg', size: object?.bytes.length });

    const served = await api.request('GET', `/media/${file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(object?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect((await api.request('GET', '/media/uploads/posts/2026/01/missing.jpg')).status).toBe(404);
  });

  it('redirects to the public bucket address when there is one', async () => {
    useS3({ publicUrl: 'https://cdn.dealwijzer.test/u' });
    const result = await api.call<{ file: string }>('POST', '/posts/upload-image', { raw: form(await sampleImage('png', 30), 'p.png'), token });
    expect(result.status).toBe(201);
    const served = await api.request('GET', `/media/${result.body.file}`);
    expect(served.status).toBe(302);
    expect(served.headers.get('location')).toBe(`https://cdn.dealwijzer.test/u/${result.body.file.replace(/^uploads\//, '')}`);
  });

  it('puts avatars on the same driver', async () => {
    useS3();
    const result = await api.call<{ file: string }>('POST', '/register/upload-image', { raw: form(await sampleImage('jpeg', 60), 'me.jpg') });
    expect(result.status).toBe(200);
    expect(result.body.file).toMatch(/^uploads\/avatars\//);
    expect(s3.objects.has(result.body.file.replace(/^uploads\//, ''))).toBe(true);
  });

  it('answers 503 and records nothing when the bucket refuses the file', async () => {
    useS3({ secretAccessKey: 'wrong' });
    const before = await api.db.select().from(schema.uploads);
    const result = await api.call('POST', '/posts/upload-image', { raw: form(await sampleImage('png', 30), 'p.png'), token });
    expect(result.status).toBe(503);
    expect(result.headers.get('Retry-After')).toBe('30');
    expect(result.body.message).toBe('The file could not be stored just now. Please try again in a moment.');
    expect(await api.db.select().from(schema.uploads)).toHaveLength(before.length);
  });
});
