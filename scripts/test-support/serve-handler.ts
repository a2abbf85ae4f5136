import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
/** One request to the served handler; the body as it came over the wire (not decompressed). */
export type Get = (path?: string, headers?: Record<string, string>, method?: string) => Promise<Answer>;

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/**
 * Serves a request handler of the front layer on a free loopback port until the end of the test. Node's
 * own client (not fetch): the tests read the raw body, compressed or not.
 */
export async function serveHandler(handler: Handler): Promise<Get> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return (path = '/', headers = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
}
