import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests, header-signed (docs/storage.md says why no SDK). Follows
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html; the test checks it
 * against the examples printed there.
 */

export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string; service?: string };

export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Uint8Array | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves `!'()*` alone). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20130524T000000Z` */
function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  /** sha256 of the body in hex (an empty body's hash for GET, HEAD and DELETE). */
  payloadHash: string;
  credentials: SigV4Credentials;
  now: Date;
};

/** The request's headers to send, `authorization` included (names in lower case; `host` is left to fetch). */
export function signRequest(input: SignInput): Record<string, string> {
  const datetime = amzDate(input.now);
  const date = datetime.slice(0, 8);
  const { region, accessKeyId, secretAccessKey } = input.credentials;
  const service = input.credentials.service ?? 's3';

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers.host = input.url.host;
  headers['x-amz-date'] = datetime;
  headers['x-amz-content-sha256'] = input.payloadHash;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');

  // S3 signs the path as sent, each segment encoded once.
  const canonicalUri = input.url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...input.url.searchParams]
    .map(([key, value]) => `${encodeRfc3986(key)}=${encodeRfc3986(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri || '/',
    canonicalQuery,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');

  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');

  const sent: Record<string, string> = { ...headers };
  delete sent.host;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
