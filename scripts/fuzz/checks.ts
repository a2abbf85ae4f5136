import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@/lib/i18n/match-route';
import type { WireRequest } from './client';

// ---- Object.prototype (in-process): every own property of the built-in prototypes, by identity.

const WATCHED: Array<[string, object]> = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];

export type PrototypeSnapshot = Map<string, unknown>;

export function snapshotPrototypes(): PrototypeSnapshot {
  const snapshot: PrototypeSnapshot = new Map();
  for (const [name, target] of WATCHED) {
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      snapshot.set(`${name}.${String(key)}`, descriptor?.value ?? descriptor?.get);
    }
  }
  return snapshot;
}

/** What changed since `before` (added or replaced properties); puts everything back so the run goes on clean. */
export function prototypeChanges(before: PrototypeSnapshot): string[] {
  const changes: string[] = [];
  for (const [name, target] of WATCHED) {
    for (const key of Reflect.ownKeys(target)) {
      const id = `${name}.${String(key)}`;
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      const now = descriptor?.value ?? descriptor?.get;
      if (!before.has(id)) {
        changes.push(`${id} added (${JSON.stringify(now) ?? typeof now})`);
        Reflect.deleteProperty(target, key);
      } else if (before.get(id) !== now) {
        changes.push(`${id} replaced`);
        Reflect.defineProperty(target, key, { ...descriptor, value: before.get(id) });
      }
    }
  }
  return changes;
}

// ---- The page cache: entries Next.js writes at run time for ISR pages.

/** Where Next 16 keeps rendered pages: `server/route-cache/APP_PAGE/<build>/$/<path>.{html,rsc,meta}` (older layouts: `server/app`). */
const CACHE_DIRS = ['server/route-cache', 'server/app', 'cache/fetch-cache', 'cache/images'];

export type CacheSnapshot = Map<string, number>;

export function snapshotCache(distDir: string): CacheSnapshot {
  const files: CacheSnapshot = new Map();
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      try {
        const info = statSync(full);
        if (info.isDirectory()) walk(full);
        else files.set(path.relative(distDir, full), info.size);
      } catch {
        // Written or removed while we looked.
      }
    }
  };
  for (const dir of CACHE_DIRS) walk(path.join(distDir, dir));
  return files;
}

/** The page a cache file belongs to: `/nl/posts/abc` for `…/$/nl/posts/abc.segments/_tree.segment.rsc`. */
export function cacheEntryKey(file: string): string {
  let key = file.replace(/^server\/route-cache\/[^/]+\/[^/]+\/\$/, '').replace(/^server\/app/, '');
  key = key.replace(/\.segments\/.*$/, '').replace(/\.(html|rsc|meta|body|json|prefetch\.rsc)$/, '');
  return key;
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * One form for a page path and for a cache file's page, to compare them: decoded (twice: Next decodes
 * a segment again when it builds the cache path, so `%2525` lands under `%`), without the tab, CR and
 * LF that URL parsing drops.
 */
export function normalisePagePath(value: string): string {
  return safeDecode(safeDecode(value)).replace(/[\t\n\r]/g, '');
}

/**
 * The route a public page path came from, as Next files its ISR entry: the internal route with its
 * params (`[locale]` always present, Dutch segment names), e.g. `/fr/depliants/x` → `/fr/folders/x`.
 */
export function routeEntryPath(publicPath: string): string | null {
  const matched = matchRoute(publicPath);
  if (!matched) return null;
  const filled = matched.route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(matched.params[name] ?? ''));
  return filled === '/' ? `/${matched.locale}` : `/${matched.locale}${filled}`;
}

/** Forms a cache key can take for a requested path: the entry path of its route and the public path, normalised. */
export function cacheKeysFor(target: string): string[] {
  const pathname = target.split('?')[0] ?? target;
  let internal: string | null = null;
  try {
    internal = routeEntryPath(pathname);
  } catch {
    internal = null;
  }
  return [...new Set([internal, pathname].filter((key): key is string => key !== null).map(normalisePagePath))];
}

/** Why a page is in the cache: it answered 2xx (or redirected, e.g. a slug of the other language), or 404 or 5xx, or no page request explains it. */
export type CacheCause = 'answered-2xx' | 'answered-3xx' | 'answered-404' | 'answered-5xx' | 'unexplained';

export type CacheGrowth = {
  filesBefore: number;
  filesAfter: number;
  bytesBefore: number;
  bytesAfter: number;
  /** New entries (pages), each with the request that explains it. */
  entries: Array<{ key: string; files: number; bytes: number; cause: CacheCause; status?: number; example?: string }>;
};

export function cacheGrowth(before: CacheSnapshot, after: CacheSnapshot, answered: Map<string, { status: number; target: string }>): CacheGrowth {
  const sum = (snapshot: CacheSnapshot) => [...snapshot.values()].reduce((total, size) => total + size, 0);
  const grouped = new Map<string, { files: number; bytes: number }>();
  for (const [file, size] of after) {
    if (before.has(file)) continue;
    const key = cacheEntryKey(file);
    const entry = grouped.get(key) ?? { files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += size;
    grouped.set(key, entry);
  }
  const entries: CacheGrowth['entries'] = [];
  for (const [key, { files, bytes }] of grouped) {
    const match = answered.get(normalisePagePath(key));
    const cause: CacheCause = !match
      ? 'unexplained'
      : match.status === 404
        ? 'answered-404'
        : match.status < 300
          ? 'answered-2xx'
          : match.status < 400
            ? 'answered-3xx'
            : match.status >= 500
              ? 'answered-5xx'
              : 'unexplained';
    const example = match && match.target.length > 200 ? `${match.target.slice(0, 200)}… (${match.target.length} chars)` : match?.target;
    entries.push({ key: key.length > 200 ? `${key.slice(0, 200)}… (${key.length} chars)` : key, files, bytes, cause, status: match?.status, example });
  }
  return { filesBefore: before.size, filesAfter: after.size, bytesBefore: sum(before), bytesAfter: sum(after), entries };
}

// ---- Canaries against the real server: JSON requests whose answer is known. Prototype pollution in
// the server shows here first (a polluted object makes the JSON body handling answer 500).

export type Canary = { name: string; request: (serial: number) => WireRequest; session?: boolean; ok: (status: number) => boolean };

const jsonBody = (value: unknown): WireRequest['body'] => ({ kind: 'bytes', data: Buffer.from(JSON.stringify(value)) });

/** A caller address per canary (the benchmarking range, 198.18.0.0/15), read as the client's: the fuzz server trusts one proxy hop. */
const canaryAddress = (serial: number): string => `198.${18 + ((serial >> 16) & 1)}.${(serial >> 8) & 255}.${serial & 255}`;

export const CANARIES: Canary[] = [
  {
    name: 'POST /api/token, wrong password → 422',
    // A new address and e-mail each time, so the login rate limits never answer instead.
    request: (serial) => ({
      method: 'POST',
      target: '/api/token',
      headers: [['Content-Type', 'application/json'], ['X-Forwarded-For', canaryAddress(serial)]],
      body: jsonBody({ email: `canary-${serial}@example.invalid`, password: 'Wrong-password-1' }),
    }),
    ok: (status) => status === 422 || status === 429,
  },
  {
    name: 'POST /api/log, invalid entry → 422',
    // An address of its own each time: the fuzzed /api/log calls fill the rate limit of theirs (60 a
    // minute) on a fast machine, which then answers 429 before the body is checked.
    request: (serial) => ({
      method: 'POST',
      target: '/api/log',
      headers: [['Content-Type', 'application/json'], ['X-Forwarded-For', canaryAddress(serial)]],
      body: jsonBody({ level: 'nope' }),
    }),
    ok: (status) => status === 422,
  },
  {
    name: 'PUT /api/me, wrong types → 422',
    session: true,
    request: () => ({ method: 'PUT', target: '/api/me', headers: [['Content-Type', 'application/json']], body: jsonBody({ fname: 5, gender: [] }) }),
    ok: (status) => status === 422,
  },
  { name: 'GET /api/feed-items → 200', request: () => ({ method: 'GET', target: '/api/feed-items?page=1&per_page=3', headers: [] }), ok: (status) => status === 200 },
  { name: 'GET /api/me with the session → 200', session: true, request: () => ({ method: 'GET', target: '/api/me', headers: [] }), ok: (status) => status === 200 },
  { name: 'GET /promos → 200', request: () => ({ method: 'GET', target: '/promos', headers: [] }), ok: (status) => status === 200 },
];
