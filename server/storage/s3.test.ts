import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3.fixtures';
import { s3Driver } from './s3';
import { sha256Hex, signRequest } from './sigv4';

/** The SigV4 signer against AWS's own worked examples, and the S3 driver against a local fake S3. */

describe('signRequest (SigV4)', () => {
  // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Examples".
  const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
  const now = new Date('2013-05-24T00:00:00Z');

  it('signs AWS’s GET Object example', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      credentials,
      now,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers).not.toHaveProperty('host');
  });

  it('signs AWS’s PUT Object example (a `$` in the key, a signed date and storage class)', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signRequest({
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      credentials,
      now,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});

describe('s3Driver against a fake S3', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  const driver = (overrides: { secretAccessKey?: string; publicUrl?: string } = {}) =>
    s3Driver({ ...s3.credentials, ...overrides, bucket: s3.bucket, endpoint: s3.endpoint });

  it('puts, gets and deletes an object with signed requests', async () => {
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await driver().put('posts/2026/11/abc.jpg', bytes, 'image/jpeg');
    expect(s3.objects.get('posts/2026/11/abc.jpg')).toEqual({
      bytes: Buffer.from(bytes),
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await driver().get('posts/2026/11/abc.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
    await driver().delete('posts/2026/11/abc.jpg');
    expect(await driver().get('posts/2026/11/abc.jpg')).toBeNull();
    expect(s3.requests.map((request) => request.status)).toEqual([200, 200, 204, 404]);
  });

  it('fails loudly on a refusal (a wrong secret), naming S3’s code and no secret', async () => {
    const wrong = driver({ secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('posts/x.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow('S3 PUT failed: 403 SignatureDoesNotMatch');
    expect(s3.objects.has('posts/x.jpg')).toBe(false);
  });

  it('builds public addresses only when configured, and refuses unsafe keys', async () => {
    expect(driver().publicUrl('posts/a.jpg')).toBeNull();
    expect(driver({ publicUrl: 'https://cdn.example.be/media/' }).publicUrl('posts/a.jpg')).toBe('https://cdn.example.be/media/posts/a.jpg');
    await expect(driver().get('../secret.jpg')).rejects.toThrow('unsafe storage key');
  });
});
