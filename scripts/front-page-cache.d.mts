// Types of front-page-cache.mjs for the TypeScript code and tests that import it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MemoEntry } from './front-compression.mjs';

export const FRONT_CACHE_MAX_BYTES: number;
export const DEFAULT_FRONT_CACHE_SECONDS: number;
export const MEMBER_COOKIE: string;
export const REPLAYED_COOKIES: string[];
export function frontCacheKey(req: IncomingMessage): string | null;
export function keepSeconds(res: ServerResponse, seconds: number): number;
export type FrontCopy = {
  headers: Array<[string, string | number | string[]]>;
  body: string;
  page: MemoEntry;
  expires: number;
  generation: number;
  bytes: number;
};
export class FrontPageCache {
  constructor(options?: { seconds?: number; maxBytes?: number; now?: () => number });
  seconds: number;
  maxBytes: number;
  bytes: number;
  hits: number;
  generation: number;
  copies: Map<string, FrontCopy>;
  get(key: string): FrontCopy | null;
  set(key: string, res: ServerResponse, body: string, page: MemoEntry, generation: number): void;
  dropAllIfChanged(): void;
  remove(key: string, copy: FrontCopy): void;
}
