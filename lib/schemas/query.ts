import { isStorableText } from '@/lib/http/url-text';

/**
 * Parses bracketed query strings (`filters[types][]=a&filters[price][]=0&page=2`) into nested
 * objects, the format the API client sends (docs/product.md, API: arrays as `name[]=value`). Keys without
 * brackets repeat into arrays only when written `name[]`. Depth and sizes are bounded so hostile
 * input cannot blow up memory.
 *
 * The caller chooses every key, so the objects are built without a prototype, and a key segment that
 * names a prototype property (`__proto__[x]=1`, `filters[constructor][prototype]=1`) is refused
 * outright: written into an ordinary object, `__proto__` would reach `Object.prototype` and change
 * every object of the process. Values holding a NUL (or a lone surrogate) are refused too: they
 * cannot be PostgreSQL text.
 */
export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };
export type QueryObject = { [key: string]: QueryValue };

const MAX_DEPTH = 4;
const MAX_PARAMS = 200;
const MAX_ARRAY = 100;

/** Key segments that name prototype machinery rather than data. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A query the parser refuses: `key` is the parameter as written (for the message), `field` its dotted form. */
export class UnsafeQueryError extends Error {
  constructor(
    readonly reason: 'forbidden-key' | 'bad-text',
    readonly key: string,
    readonly field: string,
  ) {
    super(reason === 'forbidden-key' ? `The query parameter "${key}" is not allowed.` : `The query parameter "${key}" contains characters that are not allowed.`);
    this.name = 'UnsafeQueryError';
  }
}

const emptyObject = (): QueryObject => Object.create(null) as QueryObject;

function splitKey(key: string): string[] | null {
  const head = /^[^[\]]+/.exec(key);
  if (!head) return null;
  const parts = [head[0]];
  const rest = key.slice(head[0].length);
  const segment = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (let match = segment.exec(rest); match; match = segment.exec(rest)) {
    if (match.index !== consumed) return null;
    parts.push(match[1] ?? '');
    consumed = match.index + match[0].length;
  }
  if (consumed !== rest.length || parts.length > MAX_DEPTH + 1) return null;
  return parts;
}

function assign(target: QueryObject, parts: string[], value: string): void {
  let node: QueryObject = target;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    const last = index === parts.length - 1;
    const next = parts[index + 1];
    if (last) {
      if (part === '') return;
      node[part] = value;
      return;
    }
    if (next === '' && index + 1 === parts.length - 1) {
      const existing = node[part];
      const list = Array.isArray(existing) ? existing : [];
      if (list.length < MAX_ARRAY) list.push(value);
      node[part] = list;
      return;
    }
    const existing = node[part];
    if (!existing || typeof existing !== 'object' || Array.isArray(existing)) node[part] = emptyObject();
    node = node[part] as QueryObject;
  }
}

/** Why a parameter cannot be read, or null. Checked on every parameter, also the malformed ones we skip. */
function problemOf(key: string, value: string): UnsafeQueryError | null {
  const parts = splitKey(key) ?? key.split(/[[\]]+/);
  const field = parts.filter((part) => part !== '').join('.') || key;
  if (parts.some((part) => FORBIDDEN_KEYS.has(part))) return new UnsafeQueryError('forbidden-key', key, 'query');
  if (!isStorableText(key) || !isStorableText(value)) return new UnsafeQueryError('bad-text', key, isStorableText(field) ? field : 'query');
  return null;
}

/** The query as nested prototype-less objects; throws UnsafeQueryError for a forbidden key or unstorable text. */
export function parseNestedQuery(params: URLSearchParams | string): QueryObject {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const result = emptyObject();
  let count = 0;
  for (const [key, value] of search) {
    if ((count += 1) > MAX_PARAMS) break;
    const problem = problemOf(key, value);
    if (problem) throw problem;
    const parts = splitKey(key);
    if (parts) assign(result, parts, value);
  }
  return result;
}
