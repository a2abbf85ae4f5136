// Types of front-compression.mjs for the TypeScript code and tests that import it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FrontPageCache } from './front-page-cache.mjs';

export const PAGE_MEMO_MAX_BYTES: number;
export type MemoEntry = { etag: string; archive: Buffer | null };
export class PageMemo {
  constructor(maxBytes?: number);
  maxBytes: number;
  bytes: number;
  hits: number;
  misses: number;
  entries: Map<string, MemoEntry>;
  entry(body: string): MemoEntry;
  gzip(body: string, entry?: MemoEntry): Buffer;
}
export function acceptsGzip(header: unknown): boolean;
export function compressedHandler(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { memo?: PageMemo; cache?: FrontPageCache | null },
): (req: IncomingMessage, res: ServerResponse) => unknown;
