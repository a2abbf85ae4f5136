import { connect, type Socket } from 'node:net';

/**
 * A raw HTTP/1.1 client on a plain socket. fetch and node:http normalise or refuse what the fuzzer
 * must send as is (broken escapes are fine to them, but a raw tab, a NUL, `..` segments or a lying
 * content type are not), so the request is written byte for byte. One connection per request
 * (`Connection: close`), so a broken request cannot spill into the next one.
 */

export type WireRequest = {
  method: string;
  target: string;
  headers: Array<[string, string]>;
  body?: { kind: 'bytes'; data: Buffer } | { kind: 'stream'; bytes: number };
};

export type WireResponse = {
  /** 0 when no status line arrived. */
  status: number;
  ms: number;
  headers: Record<string, string>;
  /** The start of the body (de-chunked when the answer was chunked), for reports. */
  bodyStart: string;
  /** Set when there is no complete answer: `hang` (no answer within the timeout), `reset`, `refused`. */
  error?: 'hang' | 'reset' | 'refused';
};

const KEEP_BODY = 2_048;
const STREAM_CHUNK = 64 * 1024;

function parseHead(head: string): { status: number; headers: Record<string, string> } {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers };
}

function dechunk(raw: Buffer): string {
  const text = raw.toString('latin1');
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    const lineEnd = text.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(text.slice(at, lineEnd), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(text.slice(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.from(out.join(''), 'latin1').toString('utf8');
}

/** Resolves when the socket can take more, or is gone; leaves no listener behind. */
function drained(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.on('drain', done);
    socket.on('close', done);
  });
}

export function sendRaw(host: string, port: number, request: WireRequest, timeoutMs: number): Promise<WireResponse> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const chunks: Buffer[] = [];
    let received = 0;
    let head: { status: number; headers: Record<string, string>; bodyAt: number } | null = null;
    let settled = false;

    const finish = (error?: WireResponse['error']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const all = Buffer.concat(chunks);
      const body = head ? all.subarray(head.bodyAt) : Buffer.alloc(0);
      const chunked = head?.headers['transfer-encoding']?.includes('chunked') ?? false;
      const bodyStart = (chunked ? dechunk(body.subarray(0, KEEP_BODY * 2)) : body.subarray(0, KEEP_BODY).toString('utf8')).slice(0, KEEP_BODY);
      resolve({ status: head?.status ?? 0, ms: Math.round(performance.now() - started), headers: head?.headers ?? {}, bodyStart, error: head && error !== 'hang' ? undefined : error });
    };
    const timer = setTimeout(() => finish('hang'), timeoutMs);

    /** Whether the whole answer is in: by Content-Length, the last chunk, or no body at all. */
    const complete = (): boolean => {
      if (!head) return false;
      const bodyBytes = received - head.bodyAt;
      if (request.method === 'HEAD' || head.status === 204 || head.status === 304 || (head.status >= 100 && head.status < 200)) return true;
      const length = head.headers['content-length'];
      if (length !== undefined) return bodyBytes >= Number(length);
      if (head.headers['transfer-encoding']?.includes('chunked')) {
        const tail = Buffer.concat(chunks).subarray(-7).toString('latin1');
        return tail.endsWith('0\r\n\r\n');
      }
      return false;
    };

    socket.on('data', (chunk: Buffer) => {
      // Keep the head and the start of the body; count the rest.
      if (received < 64 * 1024) chunks.push(chunk);
      else if (head?.headers['transfer-encoding']?.includes('chunked')) chunks.push(chunk.subarray(-7));
      received += chunk.length;
      if (!head) {
        const all = Buffer.concat(chunks);
        const end = all.indexOf('\r\n\r\n');
        if (end >= 0) {
          const parsed = parseHead(all.subarray(0, end).toString('latin1'));
          // An interim answer (100 Continue) is not the answer.
          if (parsed.status >= 100 && parsed.status < 200) {
            chunks.length = 0;
            const rest = all.subarray(end + 4);
            if (rest.length > 0) chunks.push(rest);
            received = rest.length;
            return;
          }
          head = { ...parsed, bodyAt: end + 4 };
        }
      }
      if (complete()) finish();
    });
    socket.on('end', () => finish(head ? undefined : 'reset'));
    socket.on('close', () => finish(head ? undefined : 'reset'));
    socket.on('error', (error: NodeJS.ErrnoException) => finish(head ? undefined : error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));

    socket.on('connect', async () => {
      const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: localhost:${port}`, 'Connection: close'];
      for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
      const body = request.body;
      if (body?.kind === 'bytes') lines.push(`Content-Length: ${body.data.length}`);
      if (body?.kind === 'stream') lines.push('Transfer-Encoding: chunked');
      socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'));
      if (body?.kind === 'bytes' && body.data.length > 0) socket.write(body.data);
      if (body?.kind !== 'stream') return;
      // A JSON string that never ends, 64 kB a chunk, waiting whenever the server stops reading.
      const filler = Buffer.alloc(STREAM_CHUNK, 'a');
      let sent = 0;
      socket.write(Buffer.from('{"email":"'.length.toString(16) + '\r\n{"email":"\r\n'));
      while (sent < body.bytes && !settled && !head && !socket.destroyed) {
        const ok = socket.write(Buffer.concat([Buffer.from(`${STREAM_CHUNK.toString(16)}\r\n`), filler, Buffer.from('\r\n')]));
        sent += STREAM_CHUNK;
        if (!ok) await drained(socket);
      }
      if (!settled && !socket.destroyed) socket.write('0\r\n\r\n');
    });
  });
}
