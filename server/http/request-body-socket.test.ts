import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../test-support/api-harness';
import { MAX_JSON_BODY_BYTES } from './request-body';

/**
 * Over a real socket: a client that sends a body over the limit (as a browser uploads a whole body
 * before it reads the answer) gets the 413, not a connection reset that throws the answer away.
 */
describe('an over-limit body over a real connection', () => {
  const api = useApiHarness({ timeoutMs: 60_000 });
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer(getRequestListener(api.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Writes the whole request without reading, waits, then reads what came back (or how it ended). */
  function sendWholeThenRead(head: string, body: Buffer): Promise<{ answer: string; error: string | null }> {
    return new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      const received: Buffer[] = [];
      let error: string | null = null;
      socket.pause();
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('error', (cause: NodeJS.ErrnoException) => {
        error = cause.code ?? cause.message;
      });
      socket.on('close', () => resolve({ answer: Buffer.concat(received).toString('latin1'), error }));
      socket.on('connect', () => {
        socket.write(head);
        socket.write(body, () => setTimeout(() => socket.resume(), 300));
      });
      // The server keeps a good connection open: end ours once the answer is in.
      socket.on('data', () => setTimeout(() => socket.end(), 50));
    });
  }

  it('answers a declared Content-Length over the limit with 413 once the sender has sent it', async () => {
    const body = Buffer.alloc(48 * MAX_JSON_BODY_BYTES, '[');
    const head = `POST /api/password/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, error } = await sendWholeThenRead(head, body);
    expect(error).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('answers a chunked body that goes over the limit with 413 once the sender has sent it', async () => {
    const payload = Buffer.alloc(48 * MAX_JSON_BODY_BYTES, '[');
    const body = Buffer.concat([Buffer.from(`${payload.length.toString(16)}\r\n`), payload, Buffer.from('\r\n0\r\n\r\n')]);
    const head = 'POST /api/password/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const { answer, error } = await sendWholeThenRead(head, body);
    expect(error).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });
});
