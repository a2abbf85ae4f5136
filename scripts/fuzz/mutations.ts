import type { Rng } from './prng';
import * as P from './payloads';
import { realPath, type FuzzRoute } from './routes';

/** One hostile request, as it goes on the wire (the session token is added when it is sent). */
export type FuzzRequest = {
  index: number;
  route: string;
  kind: 'api' | 'page';
  mutation: string;
  method: string;
  /** The raw request target: path and query exactly as sent, broken escapes and all. */
  target: string;
  headers: Array<[string, string]>;
  body?: { kind: 'bytes'; data: Buffer } | { kind: 'stream'; bytes: number };
  session: 'member' | 'garbage' | 'none';
  /** Statuses the answer must have (besides never 5xx and never hanging), and why. */
  /**
   * Statuses the real server may answer. `closedAllowed`: the server may also close the connection
   * instead (a body over the limit is not read further, so a client still sending it can see the
   * connection reset before it reads the 413); a hang stays a failure.
   */
  expect?: { statuses: number[]; why: string; closedAllowed?: boolean };
};

/** What a mutation decides; `route` is set when it aims at another route than the one it was given. */
type Draft = Omit<FuzzRequest, 'index' | 'route' | 'kind' | 'mutation' | 'session'> & { route?: string };
type Mutation = (route: FuzzRoute, rng: Rng) => Draft;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const json = (text: string): Draft['body'] => ({ kind: 'bytes', data: Buffer.from(text, 'utf8') });
const jsonHeaders: Array<[string, string]> = [['Content-Type', 'application/json']];

/** A method that carries a body: the route's own when it is a write, else one the route does not have. */
const writeMethod = (route: FuzzRoute, rng: Rng) => (WRITE_METHODS.has(route.method) ? route.method : rng.pick(['POST', 'PUT', 'PATCH']));

/** A request the route would accept, as the base a body mutation breaks. */
function plausibleBody(rng: Rng): Record<string, unknown> {
  const password = `Fuzz-password-${rng.word(6)}9`;
  return {
    email: `fuzz-${rng.word(8)}@example.invalid`,
    password,
    password_confirmation: password,
    fname: 'Fuzz',
    lname: 'Tester',
    locale: rng.pick(['nl', 'fr']),
    terms: true,
    settings: { locale: 'nl', newsletter: false },
    event: 'fuzz_event',
    level: 'error',
    message: 'fuzz',
  };
}

/**
 * The route's path with one segment replaced by `wire` (a dynamic one when the route has any, else
 * the last segment or a new one appended), then an optional query.
 */
function pathWith(route: FuzzRoute, rng: Rng, wire: string): string {
  const base = realPath(route, rng).split('/').slice(1);
  const params = route.segments.flatMap((segment, index) => (segment.kind === 'param' ? [index] : []));
  if (params.length > 0 && rng.chance(0.85)) base[rng.pick(params)] = wire;
  else if (base.length > 1 && rng.chance(0.4)) base[base.length - 1] = wire;
  else base.push(wire);
  return `/${base.join('/')}`;
}

const withQuery = (path: string, query: string) => (query === '' ? path : `${path}?${query}`);

/** A normal query for the route's kind, so a broken pair travels among ones the handler reads. */
function normalQuery(rng: Rng): string {
  return rng.pick(['', 'page=1', 'page=2&per_page=9', 'sort=top', 'q=airfryer', 'include=store', 'include_filters=1']);
}

function joinQuery(...parts: string[]): string {
  return parts.filter((part) => part !== '').join('&');
}

function bracketDeep(rng: Rng, depth: number): string {
  const root = rng.pick(['a', 'filters', 'include', 'filters[types]', 'settings']);
  const segment = rng.pick(['[b]', '[]', '[0]', '[__proto__]', '[x]']);
  return `${root}${segment.repeat(depth)}=1`;
}

function nestedJson(depth: number, open: string, close: string, leaf: string): string {
  return `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;
}

function hugeJson(rng: Rng): string {
  const bytes = rng.pick([64 * 1024, 256 * 1024, 1024 * 1024, 3 * 1024 * 1024]);
  switch (rng.int(4)) {
    case 0: return JSON.stringify({ ...plausibleBody(rng), email: `${'a'.repeat(bytes)}@example.invalid` });
    case 1: return JSON.stringify({ items: new Array(Math.floor(bytes / 2)).fill(1) });
    case 2: return JSON.stringify(Object.fromEntries(Array.from({ length: Math.floor(bytes / 16) }, (_, i) => [`k${i}`, i])));
    default: return nestedJson(Math.min(Math.floor(bytes / 2), 500_000), '[', ']', '1');
  }
}

function multipart(rng: Rng): { body: string; contentType: string } {
  const boundary = `fuzz${rng.word(8)}`;
  const filename = rng.pick(['../../etc/passwd.png', '..%2f..%2fx.png', 'a\u0000.png', '.htaccess', 'x.svg', `${'a'.repeat(3000)}.jpg`, 'CON.png', '']);
  const field = rng.pick(['image', 'avatar', 'file', '__proto__']);
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${rng.pick(['image/png', 'text/html', 'application/x-php'])}\r\n\r\n\u0089PNG\r\n\u001a\nfuzz\r\n`,
    rng.chance(0.5) ? `--${boundary}\r\nContent-Disposition: form-data; name="__proto__[x]"\r\n\r\n1\r\n` : '',
    rng.chance(0.8) ? `--${boundary}--\r\n` : '',
  ];
  const contentType = rng.pick([`multipart/form-data; boundary=${boundary}`, 'multipart/form-data', `multipart/form-data; boundary=${boundary}x`]);
  return { body: parts.join(''), contentType };
}

/** Every kind of hostile request, by name; the plan cycles through them per route. */
export const MUTATIONS: Record<string, Mutation> = {
  'bad-escape-path': (route, rng) => ({ method: route.method, target: pathWith(route, rng, rng.pick(P.BAD_ESCAPES)), headers: [] }),
  'bad-escape-query': (route, rng) => ({
    method: route.method,
    target: withQuery(realPath(route, rng), joinQuery(normalQuery(rng), `${rng.pick(P.QUERY_KEYS)}=${rng.pick(P.BAD_ESCAPES)}`, rng.chance(0.3) ? `${rng.pick(P.BAD_ESCAPES)}=1` : '')),
    headers: [],
  }),
  'control-bytes-path': (route, rng) => ({ method: route.method, target: pathWith(route, rng, rng.pick(P.CONTROL_WIRE)), headers: [] }),
  'control-bytes-query': (route, rng) => ({
    method: route.method,
    target: withQuery(realPath(route, rng), joinQuery(normalQuery(rng), `${rng.pick(P.QUERY_KEYS)}=${rng.pick(['x', 'airfryer', '1'])}${rng.pick(P.CONTROL_WIRE)}`)),
    headers: [],
  }),
  'raw-bytes': (route, rng) => {
    const raw = rng.pick(P.RAW_BYTES);
    return { method: route.method, target: rng.chance(0.5) ? pathWith(route, rng, `a${raw}b`) : `${realPath(route, rng)}?q=${raw}`, headers: [] };
  },
  'overlong-path': (route, rng) => ({
    method: route.method,
    target: pathWith(route, rng, 'a'.repeat(rng.pick([2_100, 10_000]))),
    headers: [],
    // A path that long names nothing: not found, or refused as too long. Redirects (locale prefix) are fine.
    expect: { statuses: [301, 302, 307, 308, 400, 404, 414, 431], why: 'an over-long path is 404 or 414' },
  }),
  'overlong-query': (route, rng) => ({
    method: route.method,
    target: withQuery(realPath(route, rng), `${rng.pick(P.QUERY_KEYS)}=${'q'.repeat(rng.pick([2_100, 10_000]))}`),
    headers: [],
  }),
  'deep-nesting': (route, rng) => ({ method: route.method, target: withQuery(realPath(route, rng), joinQuery(normalQuery(rng), bracketDeep(rng, 50))), headers: [] }),
  'many-params': (route, rng) => {
    const style = rng.int(3);
    const pairs = Array.from({ length: 500 }, (_, i) =>
      style === 0 ? `p${i}=${i}` : style === 1 ? `filters[types][]=t${i}` : `${rng.pick(P.QUERY_KEYS)}=${i}`,
    );
    return { method: route.method, target: withQuery(realPath(route, rng), pairs.join('&')), headers: [] };
  },
  // Three prototype pairs a request (one that throws must not hide one that pollutes), among normal ones.
  'proto-query': (route, rng) => ({
    method: route.method,
    target: withQuery(realPath(route, rng), joinQuery(rng.pick(P.PROTO_QUERY), normalQuery(rng), rng.pick(P.PROTO_QUERY), rng.pick(P.PROTO_QUERY))),
    headers: [],
  }),
  'proto-body': (route, rng) => {
    const form = rng.chance(0.25);
    return {
      method: writeMethod(route, rng),
      target: realPath(route, rng),
      headers: [['Content-Type', form ? 'application/x-www-form-urlencoded' : 'application/json']],
      body: json(form ? rng.pick(P.PROTO_FORMS) : rng.pick(P.PROTO_BODIES)),
    };
  },
  'wrong-type-id': (route, rng) => ({ method: route.method, target: pathWith(route, rng, rng.pick(P.WRONG_NUMBERS)), headers: [] }),
  'wrong-types-query': (route, rng) => {
    const key = rng.pick(P.QUERY_KEYS);
    const value = rng.pick(P.WRONG_NUMBERS);
    const variant = rng.pick([`${key}=${value}`, `${key}[]=1&${key}[]=2`, `${key}[a]=1`, `${key}=1&${key}=2`, `${key}`, `${key}=`, `=${value}`, `${key}[]=${value}`]);
    return { method: route.method, target: withQuery(realPath(route, rng), joinQuery(normalQuery(rng), variant)), headers: [] };
  },
  'wrong-types-body': (route, rng) => {
    const base = JSON.stringify(plausibleBody(rng));
    const fields = Array.from({ length: rng.between(1, 4) }, () => `"${rng.pick(P.BODY_FIELDS)}":${rng.pick(P.WRONG_JSON_VALUES)}`);
    // Spliced as text: some of the values are not valid JSON on purpose.
    const body = rng.chance(0.7) ? `${base.slice(0, -1)},${fields.join(',')}}` : `{${fields.join(',')}}`;
    return { method: writeMethod(route, rng), target: realPath(route, rng), headers: jsonHeaders, body: json(body) };
  },
  'injection-path': (route, rng) => ({ method: route.method, target: pathWith(route, rng, encodeURIComponent(rng.pick(P.INJECTIONS))), headers: [] }),
  'injection-query': (route, rng) => ({
    method: route.method,
    target: withQuery(realPath(route, rng), joinQuery(normalQuery(rng), `${rng.pick(P.QUERY_KEYS)}=${encodeURIComponent(rng.pick(P.INJECTIONS))}`)),
    headers: [],
  }),
  traversal: (route, rng) => {
    const wire = rng.pick(P.TRAVERSAL_WIRE);
    const variant = rng.int(4);
    // Media file names get traversal from every route's share, not only from the two media routes'.
    if (variant === 0) {
      return { route: 'api GET /api/media/uploads/:path', method: 'GET', target: `/api/media/uploads/${wire}${rng.pick(['', '.png', '/x.jpg'])}`, headers: [] };
    }
    if (variant === 1) {
      const target = `/api/media/generated/${rng.pick(['store', wire])}/${rng.pick([wire, `${wire}.svg`, '1.svg'])}`;
      return { route: 'api GET /api/media/generated/:kind/:file', method: 'GET', target, headers: [] };
    }
    if (variant === 2) {
      const { body, contentType } = multipart(rng);
      return { route: 'api POST /api/register/upload-image', method: 'POST', target: '/api/register/upload-image', headers: [['Content-Type', contentType]], body: json(body) };
    }
    return { method: route.method, target: pathWith(route, rng, wire), headers: [] };
  },
  'huge-body': (route, rng) => ({ method: writeMethod(route, rng), target: realPath(route, rng), headers: jsonHeaders, body: json(hugeJson(rng)) }),
  'wrong-content-type': (route, rng) => {
    if (rng.chance(0.3)) {
      const { body, contentType } = multipart(rng);
      return { method: writeMethod(route, rng), target: realPath(route, rng), headers: [['Content-Type', contentType]], body: json(body) };
    }
    const contentType = rng.pick(P.CONTENT_TYPES);
    const body = rng.chance(0.5) ? JSON.stringify(plausibleBody(rng)) : rng.pick(P.INVALID_JSON);
    return { method: writeMethod(route, rng), target: realPath(route, rng), headers: [['Content-Type', contentType]], body: json(body) };
  },
  'invalid-json': (route, rng) => {
    const deep = rng.chance(0.2);
    const body = deep
      ? rng.chance(0.5) ? nestedJson(rng.pick([1_000, 10_000, 100_000]), '[', ']', '1') : nestedJson(rng.pick([1_000, 10_000, 50_000]), '{"a":', '}', '1')
      : rng.pick(P.INVALID_JSON);
    return { method: writeMethod(route, rng), target: realPath(route, rng), headers: jsonHeaders, body: json(body) };
  },
  'empty-body': (route, rng) => ({
    method: writeMethod(route, rng),
    target: realPath(route, rng),
    headers: rng.chance(0.7) ? jsonHeaders : [],
    body: json(rng.pick(['', ' ', '\r\n', '\u0000'])),
  }),
  method: (route, rng) => {
    const method = rng.pick(P.METHODS);
    const body = method === 'GET' || method === 'HEAD' ? undefined : json(JSON.stringify(plausibleBody(rng)));
    return { method, target: withQuery(realPath(route, rng), normalQuery(rng)), headers: body ? jsonHeaders : [], body };
  },
  'hostile-headers': (route, rng) => {
    const fits = P.HOSTILE_HEADERS.filter(([, , scope]) => scope === 'any' || (scope === 'page' ? route.kind === 'page' : true));
    const headers = Array.from({ length: rng.between(1, 3) }, () => rng.pick(fits)).map(([name, value]): [string, string] => [name, value]);
    const write = WRITE_METHODS.has(route.method);
    return {
      method: route.method,
      target: withQuery(realPath(route, rng), normalQuery(rng)),
      headers: write ? [...headers, ...jsonHeaders] : headers,
      body: write ? json(JSON.stringify(plausibleBody(rng))) : undefined,
    };
  },
};

export const MUTATION_NAMES = Object.keys(MUTATIONS);

/** The one request per run that streams 20 MB: the API must refuse it by size, not buffer it. */
export const STREAM_BYTES = 20 * 1024 * 1024;

export function streamedBodyRequest(index: number): FuzzRequest {
  return {
    index,
    route: 'api POST /api/token',
    kind: 'api',
    mutation: 'stream-20mb',
    method: 'POST',
    target: '/api/token',
    headers: jsonHeaders,
    body: { kind: 'stream', bytes: STREAM_BYTES },
    session: 'none',
    expect: { statuses: [413], why: 'a 20 MB body is refused as too large', closedAllowed: true },
  };
}

/** Builds request `index` of the plan for a route and a mutation, drawing only from `rng`. */
export function buildRequest(index: number, route: FuzzRoute, mutation: string, rng: Rng): FuzzRequest {
  const make = MUTATIONS[mutation];
  if (!make) throw new Error(`unknown mutation ${mutation}`);
  const { route: aimedAt, ...draft } = make(route, rng);
  const roll = rng.next();
  const session: FuzzRequest['session'] = route.noSession ? (roll < 0.5 ? 'garbage' : 'none') : roll < 0.45 ? 'member' : roll < 0.6 ? 'garbage' : 'none';
  return { index, route: aimedAt ?? route.id, kind: draft.target.startsWith('/api/') ? 'api' : route.kind, mutation, session, ...draft };
}
