import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signRequest } from './sigv4';

/**
 * A small S3 stand-in for tests: path-style `/{bucket}/{key}` PUT, GET and DELETE, kept in memory.
 * It refuses what real S3 refuses for a bad request: a body that does not match its
 * x-amz-content-sha256, or an Authorization whose signature it cannot reproduce (403 with S3's XML).
 */
export type FakeS3 = {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string; region: string };
  objects: Map<string, { bytes: Buffer; contentType: string | null; cacheControl: string | null }>;
  requests: Array<{ method: string; path: string; status: number }>;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const xmlError = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

export async function startFakeS3(): Promise<FakeS3> {
  const bucket = 'dealwijzer-test';
  const credentials = { accessKeyId: 'AKIDFAKES3TEST', secretAccessKey: 'fake/secret+key/for/tests', region: 'eu-west-1' };
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      const method = request.method ?? 'GET';
      const reply = (status: number, content: Buffer | string = '', headers: Record<string, string> = {}) => {
        requests.push({ method, path: url.pathname, status });
        response.writeHead(status, headers).end(content);
      };

      const authorization = request.headers.authorization ?? '';
      const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(authorization);
      const amzDate = String(request.headers['x-amz-date'] ?? '');
      const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
      if (!match || match[1] !== credentials.accessKeyId || match[3] !== credentials.region) return reply(403, xmlError('InvalidAccessKeyId'));
      if (payloadHash !== sha256Hex(body)) return reply(400, xmlError('XAmzContentSHA256Mismatch'));
      const signed = (match[4] ?? '').split(';').filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name));
      const now = new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
      const expected = signRequest({
        method,
        url,
        headers: Object.fromEntries(signed.map((name) => [name, String(request.headers[name] ?? '')])),
        payloadHash,
        credentials,
        now,
      }).authorization;
      if (expected !== authorization) return reply(403, xmlError('SignatureDoesNotMatch'));

      const prefix = `/${bucket}/`;
      if (!url.pathname.startsWith(prefix)) return reply(404, xmlError('NoSuchBucket'));
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      if (method === 'PUT') {
        objects.set(key, {
          bytes: body,
          contentType: request.headers['content-type'] ?? null,
          cacheControl: request.headers['cache-control'] ?? null,
        });
        return reply(200);
      }
      if (method === 'GET') {
        const object = objects.get(key);
        if (!object) return reply(404, xmlError('NoSuchKey'));
        return reply(200, object.bytes, object.contentType ? { 'Content-Type': object.contentType } : {});
      }
      if (method === 'DELETE') {
        objects.delete(key);
        return reply(204);
      }
      return reply(405, xmlError('MethodNotAllowed'));
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
