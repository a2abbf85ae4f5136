/**
 * Guards for every navigation the site makes from data it does not write itself (redirect targets,
 * goto links, `?url=` parameters, API `route` fields): docs/product.md, Routes refuses dangerous protocols
 * (`javascript:`, `data:`, `vbscript:`, `file:` …) and external navigation without an explicit flag.
 *
 * Parsing follows the WHATWG URL rules browsers use, so whatever passes here is what the browser
 * will open; on top of that, anything with control characters or backslashes is refused outright
 * because browsers silently strip or rewrite those (`java\tscript:`, `/\evil.example`).
 */

/** Stands in for the site's origin when the caller does not know it; only the comparison matters. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;
const HTTP_PREFIX = /^https?:\/\//i;

export type SafeHrefOptions = {
  /** Allow absolute http(s) URLs of other sites. Off by default: leaving the site must be asked for. */
  external?: boolean;
  /** The site's own origin (`https://www.example.be`); an absolute URL on it counts as internal. */
  origin?: string;
};

export type NavigationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Spaces around a value are harmless (browsers drop them); inside, only encoded forms are accepted.
  const trimmed = value.trim();
  if (trimmed === '' || CONTROL_OR_BACKSLASH.test(trimmed)) return null;
  return trimmed;
}

function originOf(value: string | undefined): string {
  if (!value) return PLACEHOLDER_ORIGIN;
  try {
    return new URL(value).origin;
  } catch {
    return PLACEHOLDER_ORIGIN;
  }
}

/**
 * The same-site path (`/folders?page=2#top`) an href leads to, or null when it leaves the site or is
 * not a path at all. Accepts root-relative paths and, when `origin` is given, absolute URLs on that
 * origin. Protocol-relative (`//evil.example`, `///evil.example`) and scheme tricks resolve to
 * another origin and are refused.
 */
export function safeInternalPath(href: unknown, origin?: string): string | null {
  const value = clean(href);
  if (!value) return null;
  const base = originOf(origin);
  const absoluteOnSite = origin !== undefined && HTTP_PREFIX.test(value);
  if (!value.startsWith('/') && !absoluteOnSite) return null;
  let url: URL;
  try {
    url = new URL(value, `${base}/`);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The normalised absolute URL of an external http(s) link, or null. The value must spell out
 * `http://` or `https://` itself (no protocol-relative or `https:evil.example` forms), have a host,
 * and carry no user name or password (`https://bank.example@evil.example` hides the real host).
 */
export function safeExternalUrl(href: unknown): string | null {
  const value = clean(href);
  if (!value || !HTTP_PREFIX.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

/** Where an href may take the visitor, or null when the navigation must be refused. */
export function navigationTarget(href: unknown, options: SafeHrefOptions = {}): NavigationTarget | null {
  const path = safeInternalPath(href, options.origin);
  if (path !== null) return { kind: 'internal', path };
  if (!options.external) return null;
  const url = safeExternalUrl(href);
  return url === null ? null : { kind: 'external', url };
}

/** Whether navigating to `href` is allowed: same-site paths always, other sites only with `external`. */
export function isSafeHref(href: unknown, options: SafeHrefOptions = {}): boolean {
  return navigationTarget(href, options) !== null;
}
