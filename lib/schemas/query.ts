/**
 * Parses bracketed query strings (`filters[types][]=a&filters[price][]=0&page=2`) into nested
 * objects, the format the API client sends (SPEC point 7: arrays as `name[]=value`). Keys without
 * brackets repeat into arrays only when written `name[]`. Depth and sizes are bounded so hostile
 * input cannot blow up memory.
 */
export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };
export type QueryObject = { [key: string]: QueryValue };

const MAX_DEPTH = 4;
const MAX_PARAMS = 200;
const MAX_ARRAY = 100;

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
    if (!existing || typeof existing !== 'object' || Array.isArray(existing)) node[part] = {};
    node = node[part] as QueryObject;
  }
}

export function parseNestedQuery(params: URLSearchParams | string): QueryObject {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const result: QueryObject = {};
  let count = 0;
  for (const [key, value] of search) {
    if ((count += 1) > MAX_PARAMS) break;
    const parts = splitKey(key);
    if (parts) assign(result, parts, value);
  }
  return result;
}
