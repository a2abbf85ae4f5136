// @ts-check
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { isIP } from 'node:net';
import { compressedHandler } from './front-compression.mjs';
import { DEFAULT_FRONT_CACHE_SECONDS, FrontPageCache } from './front-page-cache.mjs';
import { ErrorShells, errorViewHandler } from './front-error-view.mjs';
import { ERROR_SHELL_HEADER } from '../lib/http/error-shell.mjs';

/**
 * The HTTP layer in front of Next.js that `npm start` serves through (Next's documented custom server,
 * in-process: no extra hop). Route handlers in Next 16 never see the socket, so this layer is where
 * the caller's address is known: it writes it into CLIENT_ADDRESS_HEADER (dropping any copy the
 * caller sent) and the API reads only that header (lib/http/client-address.ts). It also answers 414
 * for over-long addresses and puts the security headers on every response, whatever produced it
 * (page, cached page, 404, API, media, redirect, static file). docs/security.md explains the choices.
 */

/** Mirrors CLIENT_ADDRESS_HEADER in lib/http/client-address.ts. */
export const CLIENT_ADDRESS_HEADER = 'x-dealwijzer-client-ip';
/** Longer request targets answer 414 before any routing or rendering. */
export const MAX_URL_LENGTH = 2048;

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) → `192.0.2.1`. */
function normaliseAddress(address) {
  if (typeof address !== 'string') return null;
  const trimmed = address.trim();
  const plain = trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
  return isIP(plain) ? plain : null;
}

/**
 * The caller's address. `trustedHops` 0 (the default): the server is exposed directly, the peer of
 * the socket is the caller and X-Forwarded-For is the caller's own claim, ignored. With N proxies in
 * front, each appending the address it received from, the chain X-Forwarded-For + socket peer is
 * read N places from the right: the entry the outermost of our proxies wrote. A chain shorter than
 * that (a request that skipped a proxy) gives its leftmost entry; an entry that is no IP address
 * (a proxy's `unknown`) gives the socket peer.
 * @param {string | null | undefined} socketAddress
 * @param {string | string[] | null | undefined} forwardedFor
 * @param {number} trustedHops
 * @returns {string | null}
 */
export function clientAddress(socketAddress, forwardedFor, trustedHops) {
  const socket = normaliseAddress(socketAddress);
  if (trustedHops <= 0) return socket;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = socket ? [...forwarded, socket] : forwarded;
  const entry = chain[Math.max(chain.length - 1 - trustedHops, 0)];
  return normaliseAddress(entry) ?? socket;
}

/** The origin of an absolute http(s) URL, or null (relative, empty or malformed). */
function originOf(url) {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * @typedef {{
 *   siteUrl?: string | null, apiBaseUrl?: string | null, uploadsUrl?: string | null,
 *   recaptcha?: boolean, google?: boolean, facebook?: boolean, apple?: boolean, gtm?: boolean,
 * }} SecurityConfig
 */

/**
 * The Content-Security-Policy. Cached pages are rendered once and served to everyone, so a nonce is
 * impossible, and Next's inline bootstrap scripts (`self.__next_f.push(…)`, the page's RSC payload)
 * differ per page, so their hashes are unknown to a header fixed before rendering: scripts stay
 * `'self' 'unsafe-inline'`, restricted to our origin and the third parties that are configured.
 * @param {SecurityConfig} config
 */
export function contentSecurityPolicy(config) {
  const script = ["'self'", "'unsafe-inline'"];
  const style = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const frame = ["'self'"];
  const img = ["'self'", 'data:', 'blob:', 'https:'];
  for (const origin of [originOf(config.apiBaseUrl), originOf(config.uploadsUrl)]) {
    if (origin) connect.push(origin);
  }
  if (config.recaptcha) {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
    connect.push('https://www.google.com/recaptcha/');
  }
  if (config.google) {
    script.push('https://accounts.google.com/gsi/client');
    style.push('https://accounts.google.com/gsi/style');
    frame.push('https://accounts.google.com/gsi/');
    connect.push('https://accounts.google.com/gsi/');
  }
  if (config.facebook) {
    script.push('https://connect.facebook.net');
    frame.push('https://www.facebook.com', 'https://web.facebook.com');
    connect.push('https://graph.facebook.com', 'https://www.facebook.com');
  }
  if (config.apple) {
    script.push('https://appleid.cdn-apple.com');
    frame.push('https://appleid.apple.com');
    connect.push('https://appleid.apple.com');
  }
  if (config.gtm) {
    script.push('https://www.googletagmanager.com');
    frame.push('https://www.googletagmanager.com');
    connect.push('https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
  }
  const https = originOf(config.siteUrl)?.startsWith('https:') ?? false;
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Every security header, as name → value. HSTS only when the site is served over https.
 * @param {SecurityConfig} config
 * @returns {Record<string, string>}
 */
export function securityHeaders(config) {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (originOf(config.siteUrl)?.startsWith('https:')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** `name=value; Path=/` → `name=value; Path=/; Secure` (unchanged when it already says Secure). */
export function secureCookie(cookie) {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/** Response headers that only repeat the request path (Next's internal rewrite target): dropped. */
const DROPPED_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);

/**
 * Filters the headers this response will send, whichever method writes them: drops the internal
 * ones above and, on https, adds `Secure` to every Set-Cookie; and adds `defaults` (the security
 * headers) that the response did not set itself. Defaults, not presets: Next writes a route's header
 * only when the response has none of that name yet, so a preset Content-Security-Policy replaced the
 * media routes' stricter one (`default-src 'none'` on images).
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} secureCookies
 * @param {Record<string, string>} defaults
 */
function filterResponseHeaders(res, secureCookies, defaults) {
  const secure = (value) => (Array.isArray(value) ? value.map((item) => secureCookie(String(item))) : secureCookie(String(value)));
  /** @returns {unknown} the value to send, or undefined to send nothing */
  const filter = (name, value) => {
    const lower = String(name).toLowerCase();
    if (DROPPED_RESPONSE_HEADERS.has(lower)) return undefined;
    return secureCookies && lower === 'set-cookie' ? secure(value) : value;
  };
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    const kept = filter(name, value);
    return kept === undefined ? res : setHeader(name, kept);
  };
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = (name, value) => {
    const kept = filter(name, value);
    return kept === undefined ? res : appendHeader(name, kept);
  };
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const headers = rest.find((item) => item && typeof item === 'object' && !Array.isArray(item));
    const given = new Set(headers ? Object.keys(headers).map((name) => name.toLowerCase()) : []);
    if (headers) {
      for (const name of Object.keys(headers)) {
        const kept = filter(name, headers[name]);
        if (kept === undefined) delete headers[name];
        else headers[name] = kept;
      }
    }
    for (const [name, value] of Object.entries(defaults)) {
      if (!given.has(name.toLowerCase()) && !res.hasHeader(name)) setHeader(name, value);
    }
    return writeHead(status, ...rest);
  };
}

/**
 * Replaces every copy of a request header the caller sent with `value` (none when null), in both
 * views of the headers (Next reads `headers`, Hono's Node adapter `rawHeaders`).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} name lower case
 * @param {string | null} value
 */
function setRequestHeader(req, name, value) {
  delete req.headers[name];
  const raw = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() !== name) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  if (value) {
    req.headers[name] = value;
    raw.push(name, value);
  }
  req.rawHeaders = raw;
}

/**
 * @typedef {{ trustedHops: number, headers: Record<string, string>, secureCookies: boolean, cacheSeconds?: number, shellToken?: string }} FrontOptions
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} Handler
 */

/**
 * Wraps a request handler (Next's, or any other in tests) with the front layer.
 * @param {Handler} handle
 * @param {FrontOptions} options
 * @returns {Handler}
 */
export function frontHandler(handle, options) {
  return (req, res) => {
    filterResponseHeaders(res, options.secureCookies, options.headers);
    if ((req.url ?? '').length > MAX_URL_LENGTH) {
      res.statusCode = 414;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Connection', 'close');
      res.end('URI Too Long');
      return undefined;
    }
    setRequestHeader(req, CLIENT_ADDRESS_HEADER, clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], options.trustedHops));
    // Only the front layer's own request for the error views' page keeps this header (front-error-view.mjs).
    const shellHeader = req.headers[ERROR_SHELL_HEADER];
    if (shellHeader !== undefined && (!options.shellToken || shellHeader !== options.shellToken)) setRequestHeader(req, ERROR_SHELL_HEADER, null);
    return handle(req, res);
  };
}

/**
 * The front layer's settings from the environment (the same variables lib/env.ts validates; its
 * parsed result works too).
 * @param {Record<string, string | number | null | undefined>} env
 * @returns {FrontOptions}
 */
export function frontOptionsFromEnv(env) {
  const text = (name) => (env[name] === undefined || env[name] === null ? '' : String(env[name]).trim());
  const hops = text('TRUST_PROXY_HOPS') ? Number(text('TRUST_PROXY_HOPS')) : 0;
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error('TRUST_PROXY_HOPS must be a whole number from 0 to 10');
  const siteUrl = text('SITE_URL') || null;
  const config = {
    siteUrl,
    apiBaseUrl: text('API_BASE_URL') || null,
    uploadsUrl: text('S3_PUBLIC_URL') || null,
    recaptcha: Boolean(text('RECAPTCHA_SITE_KEY')),
    google: Boolean(text('GOOGLE_CLIENT_ID')),
    facebook: Boolean(text('FACEBOOK_APP_ID')),
    apple: Boolean(text('APPLE_CLIENT_ID')),
    gtm: Boolean(text('GTM_ID')),
  };
  const cacheSeconds = text('FRONT_CACHE_SECONDS') ? Number(text('FRONT_CACHE_SECONDS')) : DEFAULT_FRONT_CACHE_SECONDS;
  if (!Number.isInteger(cacheSeconds) || cacheSeconds < 0 || cacheSeconds > 60) throw new Error('FRONT_CACHE_SECONDS must be a whole number from 0 to 60');
  return { trustedHops: hops, headers: securityHeaders(config), secureCookies: originOf(siteUrl)?.startsWith('https:') ?? false, cacheSeconds };
}

/**
 * Serves the Next.js app in `dir` on `port` through the front layer.
 * @param {{ dir: string, port: number, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function startFrontServer({ dir, port, env }) {
  const { default: next } = await import('next');
  const server = createServer();
  // Idle keep-alive sockets stay open longer than the clients' and proxies' own idle timeouts (60 s is
  // the usual load-balancer default): with Node's 5 s default, a client reusing a socket at the moment the
  // server closes it gets ECONNRESET (seen once in the e2e run). headersTimeout must exceed it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const app = next({ dev: false, dir, port, httpServer: server });
  await app.prepare();
  // After prepare(): Next has loaded .env.local and friends into the environment by then.
  const front = frontOptionsFromEnv(env);
  // Next's own compression is off (next.config.ts): this layer compresses, and gzips a cached page once.
  // …and answers guests' repeated requests for a cached page itself for a few seconds (front-page-cache.mjs).
  const cache = front.cacheSeconds ? new FrontPageCache({ seconds: front.cacheSeconds }) : null;
  // …and puts the 404 or error view into a 404's or 500's HTML, from a page only this layer may ask for
  // (front-error-view.mjs).
  const shellToken = randomUUID();
  const shells = new ErrorShells({
    load: async (path) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { [ERROR_SHELL_HEADER]: shellToken }, redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    },
    onError: (error) => console.error(JSON.stringify({ level: 'warn', event: 'error_shell_failed', error: String(error), at: new Date().toISOString() })),
  });
  const handle = errorViewHandler(app.getRequestHandler(), { shells });
  server.on('request', frontHandler(compressedHandler(handle, { cache }), { ...front, shellToken }));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(undefined));
  });
  void shells.warm();
  return server;
}
