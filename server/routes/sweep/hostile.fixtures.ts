

/** The hostile values the sweep sends, and how it judges an answer. */

// ---- Hostile values

/** Raw (already percent-encoded) path segments. */
export const HOSTILE_SEGMENTS = [
  'abc',
  '0',
  '-1',
  '99999999999999999999',
  '2147483648',
  '99999999999',
  '1.5',
  '%00',
  '%27%20OR%201%3D1--',
  'x'.repeat(5_000),
  '%F0%9F%92%A9-caf%C3%A9-%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '%ZZ',
  '%ED%A0%80',
  '1%0A2',
  '9999-12-31',
] as const;

/** Key suffix and raw value appended to a query key. */
export const HOSTILE_QUERY: readonly (readonly [suffix: string, value: string])[] = [
  ['[]', '1'],
  ['[a]', '1'],
  ['', ''],
  ['', '99999999999999999999'],
  ['', '2147483648'],
  ['', '99999999999'],
  ['', '0x7fffffff'],
  ['', '-1'],
  ['', '%00'],
  ['', 'x'.repeat(10_240)],
  ['', '1e309'],
  ['', '%27%20OR%201%3D1--'],
  ['', '%F0%9F%92%A9%E2%80%AE'],
  ['', '%22%20-%21%3A*%20%26%7C%3C-%3E%25_%5C'],
  ['', '%ZZ%'],
  ['', '%ED%A0%80'],
];

export const GARBAGE_TOKENS = [
  'Bearer garbage',
  `Bearer 1|${'a'.repeat(40)}`,
  `Bearer 99999999999999999999|${'b'.repeat(40)}`,
  `Bearer ${'x'.repeat(5_000)}`,
  'Bearer ',
] as const;

/** Header variants rotated over the hostile requests: none, garbage bearer, unknown language, both. */
export function hostileHeaders(turn: number): Record<string, string> {
  const token = GARBAGE_TOKENS[turn % GARBAGE_TOKENS.length] ?? 'Bearer garbage';
  switch (turn % 4) {
    case 0:
      return {};
    case 1:
      return { Authorization: token };
    case 2:
      return { Language: 'xx' };
    default:
      return { Authorization: token, Language: 'xx' };
  }
}

// ---- Running requests

export type Outcome = { label: string; status: number; problem?: string };

export async function inspect(label: string, response: Response, allowed: readonly number[]): Promise<Outcome> {
  const { status } = response;
  const text = await response.text();
  if (status >= 500) return { label, status, problem: `server error: ${text.slice(0, 200)}` };
  if (!allowed.includes(status)) return { label, status, problem: `unexpected status (allowed ${allowed.join('/')})` };
  if (status >= 400) {
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) return { label, status, problem: `4xx is not JSON (${type})` };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { label, status, problem: '4xx body does not parse' };
    }
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message !== 'string' || message === '') return { label, status, problem: '4xx without a string message' };
    if (status === 422) {
      const valid =
        typeof errors === 'object' &&
        errors !== null &&
        !Array.isArray(errors) &&
        Object.values(errors).every((list) => Array.isArray(list) && list.every((entry) => typeof entry === 'string'));
      if (!valid) return { label, status, problem: '422 without errors {field: string[]}' };
    }
  }
  return { label, status };
}

export function fillPath(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return value;
  });
}

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The query with every pair of `key` (and its bracketed forms) removed. */
export function withoutKey(query: string, key: string): string {
  const bare = key.replace(/\[\]$/, '');
  return query
    .split('&')
    .filter((pair) => pair !== '' && !decodeURIComponent(pair.split('=')[0] ?? '').startsWith(bare))
    .join('&');
}

export const validLog = () =>
  JSON.stringify({
    level: 'error',
    event: 'api_call_failed',
    status: 503,
    reason: 'server',
    message: 'Sweep test',
    at: new Date().toISOString(),
  });
