import { isSafeKey, type StorageDriver } from './driver';
import { sha256Hex, signRequest, type SigV4Credentials } from './sigv4';

export type S3Settings = SigV4Credentials & {
  bucket: string;
  /**
   * An S3-compatible server (MinIO, R2, a test's fake): addressed path-style, `{endpoint}/{bucket}/{key}`.
   * Without one, AWS itself, virtual-hosted style: `https://{bucket}.s3.{region}.amazonaws.com/{key}`.
   */
  endpoint?: string | null;
  /** Where the bucket's objects are public (a CDN or the bucket's own address); the media route redirects there. */
  publicUrl?: string | null;
  fetch?: typeof fetch;
  now?: () => Date;
};

const EMPTY_HASH = sha256Hex('');
/** Stored keys are random and never rewritten. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Objects in an S3 bucket, over plain HTTPS with SigV4-signed requests. */
export function s3Driver(settings: S3Settings): StorageDriver {
  const doFetch = settings.fetch ?? ((input, init) => fetch(input, init));
  const now = settings.now ?? (() => new Date());
  const credentials: SigV4Credentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  };

  const objectUrl = (key: string): URL => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    if (settings.endpoint) return new URL(`${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${key}`);
    return new URL(`https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${key}`);
  };

  async function send(method: string, key: string, body?: Uint8Array, headers: Record<string, string> = {}): Promise<Response> {
    const url = objectUrl(key);
    const signed = signRequest({ method, url, headers, payloadHash: body ? sha256Hex(body) : EMPTY_HASH, credentials, now: now() });
    return doFetch(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(30_000) });
  }

  async function fail(response: Response, what: string): Promise<never> {
    // S3 explains a refusal in an XML body; its code is enough for the log and never holds a secret.
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? 'unknown';
    throw new S3Error(response.status, `S3 ${what} failed: ${response.status} ${code}`);
  }

  return {
    disk: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, { 'content-type': contentType, 'cache-control': OBJECT_CACHE_CONTROL });
      if (!response.ok) await fail(response, 'PUT');
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) return fail(response, 'GET');
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, 'DELETE');
      await response.body?.cancel();
    },
    publicUrl(key) {
      return settings.publicUrl ? `${settings.publicUrl.replace(/\/+$/, '')}/${key}` : null;
    },
  };
}
