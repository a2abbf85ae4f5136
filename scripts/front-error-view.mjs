// @ts-check
import { ERROR_SHELL_HEADER, ERROR_VIEW_ATTRIBUTE, ERROR_VIEWS, errorShellPath, REQUESTED_PATH_SLOT } from '../lib/http/error-shell.mjs';

/**
 * The 404 and 500 views in the served HTML (docs/architecture.md, "The error views in the served HTML").
 *
 * Next.js 16 answers a page that calls `notFound()`, or whose render throws, with its error document:
 * the right status and head, an empty `<body>`, and the page's payload, from which the browser renders
 * the whole page (header, 404 or error view, footer) with `createRoot`, not hydration. Without
 * JavaScript that is a blank page, and with it the view appears only once the scripts ran. This layer
 * fills the body in: the markup of an internal page that renders the same view with its header and
 * footer (app/[locale]/error-shell/[view]), without its scripts, plus its stylesheets, the page's
 * language and the requested path (and, for a 500, the view's title: Next's error document carries the
 * site's generic one). The browser's render then replaces that markup (React clears a document it
 * renders into, keeping stylesheets and scripts), so the view is there at once and is drawn once more
 * by the same components.
 *
 * Which of the two 404 views a 404 shows is read from its payload: the "unmatched" view's marker is
 * there only when the path's own segment renders it (no route, an unknown CMS page, a malformed
 * address); otherwise the locale segment's "invalid" view is the one shown. A 500 shows the
 * "server-error" view (the locale segment's error boundary, app/[locale]/error.tsx).
 */

/** How Next.js begins its error document (next/dist/server/app-render/app-render.js, getErrorRSCPayload). */
export const ERROR_DOCUMENT_START = '<!DOCTYPE html><html id="__next_error__">';
/** A 404 or 500 body longer than this is sent on as it is (an error document is about 30 kB). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long a fetched shell is used before it is fetched again (the header and footer can change). */
export const SHELL_SECONDS = 300;
/** After a failed fetch, error documents go out unchanged for this long before the next try. */
export const SHELL_RETRY_SECONDS = 30;
/** An error document waits at most this long for a shell being fetched (none kept yet); then it goes out unchanged. */
export const SHELL_WAIT_MS = 500;

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
/** A Suspense boundary still waiting for content that React's inline scripts (removed here) would reveal. */
const PENDING_BOUNDARY = /<!--\$\?-->|<template id="B:/;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const TITLE = /<title>[^<]*<\/title>/;
/** The statuses whose error document gets a view. */
const HELD_STATUSES = new Set([404, 500]);
const HTML = /^text\/html\b/i;

/** @typedef {'nl' | 'fr'} Locale */
/** @typedef {import('../lib/http/error-shell.mjs').ErrorViewName} View */
/** @typedef {import('../lib/http/error-shell.mjs').NotFoundViewName} NotFoundViewName */
/** @typedef {{ stylesheets: string, body: string, title: string | null }} ShellParts */

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The pathname of a request target, decoded where it can be (as the browser shows it).
 * @param {string} target
 */
export function requestedPath(target) {
  let pathname = target.split(/[?#]/, 1)[0] ?? '';
  // The absolute form (`GET http://host/fr/x`), which a proxy may send.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pathname)) pathname = pathname.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/';
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** @param {string} pathname @returns {Locale} */
export function localeOfPath(pathname) {
  return /^\/fr(?:\/|$)/.test(pathname) ? 'fr' : 'nl';
}

/**
 * The stylesheets, the script-free body and (for the server error's view) the title of the internal
 * page's HTML, or null when it is not that page (no body, or not that view in it) or needs its
 * scripts (a Suspense boundary still pending). A 404's error document keeps its own title (Next
 * gives it the 404 title); a 500's carries the site's generic one, so it takes the view's.
 * @param {string} html
 * @param {View} view
 * @returns {ShellParts | null}
 */
export function shellParts(html, view) {
  const headEnd = html.indexOf('</head>');
  const bodyStart = headEnd < 0 ? -1 : html.indexOf('<body', headEnd);
  const bodyOpenEnd = bodyStart < 0 ? -1 : html.indexOf('>', bodyStart);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyOpenEnd < 0 || bodyEnd < bodyOpenEnd) return null;
  const body = html.slice(bodyOpenEnd + 1, bodyEnd).replace(SCRIPT, '');
  // Without the scripts such a boundary would show its fallback for good: better no shell at all.
  if (!body.includes(`${ERROR_VIEW_ATTRIBUTE}="${view}"`) || PENDING_BOUNDARY.test(body)) return null;
  const head = html.slice(0, headEnd);
  return {
    stylesheets: (head.match(STYLESHEET) ?? []).join(''),
    body,
    title: view === 'server-error' ? (head.match(TITLE)?.[0] ?? null) : null,
  };
}

/**
 * Which view an error document with this status shows, or null when none of ours: a 500 the server
 * error's; a 404 the one its payload renders.
 * @param {string} doc
 * @param {number} status
 * @returns {View | null}
 */
export function viewOf(doc, status) {
  if (status === 500) return 'server-error';
  if (status !== 404) return null;
  // In the payload the attribute is a JSON key and value inside a script's string literal
  // (`\"data-error-view\":\"unmatched\"`). A visitor's text there (a path, a param) has its quotes
  // escaped once more (`\\\"`), so it cannot pass for the marker.
  const quote = '(?:\\\\"|")';
  const found = (/** @type {NotFoundViewName} */ view) => new RegExp(`${quote}${ERROR_VIEW_ATTRIBUTE}${quote}:${quote}${view}${quote}`).test(doc);
  if (found('unmatched')) return 'unmatched';
  return found('invalid') ? 'invalid' : null;
}

/**
 * The error document with the shell's markup in its body, its stylesheets in its head, its title
 * when it brings one, and the page's language; null when `doc` is not Next's error document.
 * @param {string} doc
 * @param {ShellParts} parts
 * @param {{ locale: Locale, path: string }} request
 */
export function spliceErrorView(doc, parts, { locale, path }) {
  if (!doc.startsWith(ERROR_DOCUMENT_START)) return null;
  const headEnd = doc.indexOf('</head>');
  const bodyOpen = headEnd < 0 ? -1 : doc.indexOf('<body>', headEnd);
  if (bodyOpen < 0) return null;
  const afterBody = bodyOpen + '<body>'.length;
  const head = doc.slice(ERROR_DOCUMENT_START.length, headEnd);
  const body = parts.body.replaceAll(REQUESTED_PATH_SLOT, () => escapeHtml(path));
  return [
    `${ERROR_DOCUMENT_START.slice(0, -1)} lang="${locale}">`,
    parts.title ? head.replace(TITLE, () => /** @type {string} */ (parts.title)) : head,
    parts.stylesheets,
    doc.slice(headEnd, afterBody),
    body,
    doc.slice(afterBody),
  ].join('');
}

/**
 * The shells, fetched through `load` (the internal page's HTML for an address) and kept for
 * SHELL_SECONDS; one fetch at a time per shell, and a failure remembered for SHELL_RETRY_SECONDS.
 */
export class ErrorShells {
  /** @param {{ load: (path: string) => Promise<string>, now?: () => number, onError?: (error: unknown) => void }} options */
  constructor({ load, now = Date.now, onError = () => {} }) {
    this.load = load;
    this.now = now;
    this.onError = onError;
    /** @type {Map<string, { parts: ShellParts | null, until: number }>} */
    this.entries = new Map();
    /** @type {Map<string, Promise<ShellParts | null>>} */
    this.pending = new Map();
  }

  /**
   * The shell for a locale and view: a kept one while it is fresh, else a new fetch (a stale one
   * is answered meanwhile, and kept when the fetch fails).
   * @param {Locale} locale
   * @param {View} view
   * @returns {Promise<ShellParts | null>}
   */
  async get(locale, view) {
    const key = `${locale}:${view}`;
    const entry = this.entries.get(key);
    if (entry && entry.until > this.now()) return entry.parts;
    const fetching = this.pending.get(key) ?? this.fetch(key, locale, view, entry?.parts ?? null);
    return entry?.parts ?? fetching;
  }

  /**
   * `get`, but waiting at most `ms` for a fetch (null after that; the fetch goes on for the next 404).
   * @param {Locale} locale
   * @param {View} view
   * @param {number} ms
   * @returns {Promise<ShellParts | null>}
   */
  within(locale, view, ms) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
      timer.unref();
    });
    return Promise.race([this.get(locale, view), /** @type {Promise<null>} */ (late)]).finally(() => clearTimeout(timer));
  }

  /**
   * Fetches every shell (at start, so that no visitor waits for one), one after another: six renders
   * at once on a server still warming up could all pass their timeout, leaving every error document
   * empty until the retry. A 404 meanwhile fetches the shell it needs itself.
   */
  async warm() {
    /** @type {Locale[]} */
    const locales = ['nl', 'fr'];
    for (const locale of locales) for (const view of ERROR_VIEWS) await this.get(locale, view);
  }

  /**
   * @param {string} key @param {Locale} locale @param {View} view
   * @param {ShellParts | null} stale
   * @returns {Promise<ShellParts | null>}
   */
  fetch(key, locale, view, stale) {
    const fetching = this.load(errorShellPath(locale, view))
      .then((html) => {
        const parts = shellParts(html, view);
        if (!parts) throw new Error(`${errorShellPath(locale, view)} did not render the ${view} view`);
        this.entries.set(key, { parts, until: this.now() + SHELL_SECONDS * 1000 });
        return parts;
      })
      .catch((error) => {
        this.onError(error);
        this.entries.set(key, { parts: stale, until: this.now() + SHELL_RETRY_SECONDS * 1000 });
        return stale;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, fetching);
    return fetching;
  }
}

/**
 * The error document with the view in it, or the document unchanged (not an error document of ours,
 * or no shell to be had).
 * @param {string} doc
 * @param {number} status
 * @param {string} target the request's address
 * @param {ErrorShells} shells
 */
async function withView(doc, status, target, shells) {
  if (!doc.startsWith(ERROR_DOCUMENT_START)) return doc;
  const view = viewOf(doc, status);
  if (!view) return doc;
  const path = requestedPath(target);
  const locale = localeOfPath(path);
  const parts = await shells.within(locale, view, SHELL_WAIT_MS);
  return (parts && spliceErrorView(doc, parts, { locale, path })) ?? doc;
}

/** @param {unknown} chunk @param {unknown} encoding */
function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
}

/**
 * Whether a response not yet begun is an HTML page with a status that gets a view.
 * @param {import('node:http').ServerResponse} res
 */
function isErrorPage(res) {
  const type = res.getHeader('Content-Type');
  return HELD_STATUSES.has(res.statusCode) && !res.headersSent && typeof type === 'string' && HTML.test(type);
}

/**
 * A HEAD of a 404 or 500 page gets no body to fill in, and the length Next gives it is its empty error
 * document's, not that of the filled one a GET gets: it goes without a length (RFC 9110, 9.3.2 lets
 * a HEAD answer leave out what only the content determines).
 * @param {import('node:http').ServerResponse} res
 */
function withoutErrorDocumentLength(res) {
  const { end } = res;
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {any[]} */ ...args) {
      if (isErrorPage(res)) res.removeHeader('Content-Length');
      return Reflect.apply(end, res, args);
    }
  );
  return res;
}

/**
 * Wraps a request handler (Next's) so that an HTML 404 or 500 that is Next's error document gets its
 * view (above). Such a response is held until it ends (whether Next sends it whole or streams it) and then
 * sent with its length; every other response passes through untouched.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ shells: ErrorShells }} options
 */
export function errorViewHandler(handle, { shells }) {
  return (req, res) => {
    // The front layer's own request for a shell (its header survives only with the token) is never held.
    if (req.headers[ERROR_SHELL_HEADER] !== undefined) return handle(req, res);
    if (req.method === 'HEAD') return handle(req, withoutErrorDocumentLength(res));
    if (req.method !== 'GET') return handle(req, res);
    const target = req.url ?? '/';
    const { write, end, flushHeaders } = res;
    /** @type {'open' | 'hold' | 'pass'} */
    let mode = 'open';
    /** @type {Buffer[]} */
    const held = [];
    let heldBytes = 0;
    const decide = () => {
      if (mode !== 'open') return;
      mode = isErrorPage(res) ? 'hold' : 'pass';
    };
    /** Too long to be an error document: what was held goes out, and the rest follows as it comes. */
    const release = () => {
      mode = 'pass';
      for (const chunk of held.splice(0)) Reflect.apply(write, res, [chunk]);
    };
    res.flushHeaders = function () {
      decide();
      if (mode !== 'hold') Reflect.apply(flushHeaders, res, []);
    };
    res.write = /** @type {typeof res.write} */ (
      function (/** @type {any[]} */ ...args) {
        decide();
        if (mode !== 'hold') return Reflect.apply(write, res, args);
        const [chunk, encoding, callback] = args;
        const buffer = toBuffer(chunk, typeof encoding === 'function' ? undefined : encoding);
        held.push(buffer);
        heldBytes += buffer.length;
        const done = typeof encoding === 'function' ? encoding : callback;
        if (heldBytes > MAX_BUFFERED_BYTES) release();
        if (typeof done === 'function') process.nextTick(done);
        return true;
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {any[]} */ ...args) {
        decide();
        if (mode !== 'hold') return Reflect.apply(end, res, args);
        const callback = args.find((arg) => typeof arg === 'function');
        const [chunk, encoding] = args;
        if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') held.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
        const doc = Buffer.concat(held).toString('utf8');
        mode = 'pass';
        withView(doc, res.statusCode, target, shells)
          .catch(() => doc)
          .then((body) => {
            if (res.destroyed) return;
            if (!res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(body));
            Reflect.apply(end, res, callback ? [body, callback] : [body]);
          })
          .catch((error) => res.destroy(error instanceof Error ? error : undefined));
        return res;
      }
    );
    return handle(req, res);
  };
}
