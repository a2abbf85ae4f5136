/**
 * Reading text out of addresses without trusting them. `decodeURIComponent` throws a URIError on a
 * malformed escape (`%ZZ`, a lone `%`) or on bytes that are not UTF-8 (`%C3%28`); every decode of a
 * caller's path or query goes through here instead, so a bad address is "no match" (a 404), never an
 * exception.
 */

/** C0 controls and DEL: no path, slug or key of ours contains one. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** `decodeURIComponent`, or null when the escapes are malformed or do not spell UTF-8. */
export function safeDecodeURIComponent(value: string): string | null {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** `decodeURI` (reserved escapes such as `%2F` stay), or null when the escapes are malformed. */
export function safeDecodeURI(value: string): string | null {
  if (!value.includes('%')) return value;
  try {
    return decodeURI(value);
  } catch {
    return null;
  }
}

function isMalformedSegment(segment: string, decodes: number): boolean {
  let value = segment;
  for (let round = 0; round < decodes; round += 1) {
    const decoded = safeDecodeURIComponent(value);
    if (decoded === null || CONTROL_CHARACTERS.test(decoded)) return true;
    value = decoded;
  }
  return false;
}

/** True when the raw pathname has a control character, or a segment that is malformed within `decodes` decodings. */
function isMalformedAfter(rawPathname: string, decodes: number): boolean {
  if (CONTROL_CHARACTERS.test(rawPathname)) return true;
  if (!rawPathname.includes('%')) return false;
  return rawPathname.split('/').some((segment) => isMalformedSegment(segment, decodes));
}

/**
 * True when a raw (still percent-encoded) pathname cannot name anything: one of its segments has a
 * malformed escape, or decodes to a control character (`%00`, `%0A`). No route of the site or the
 * API has such a segment, and a NUL must never reach PostgreSQL (it refuses it in text).
 */
export function isMalformedPath(rawPathname: string): boolean {
  return isMalformedAfter(rawPathname, 1);
}

/**
 * `isMalformedPath` for a page address, which is decoded twice on its way to a page: next-intl's
 * middleware decodes it (decodeURI) for its rewrite, then Next.js decodes the route params of the
 * result, so `/store/%25` reaches Next.js as `/nl/store/%` and fails there like `/store/%ZZ`.
 */
export function isMalformedPagePath(rawPathname: string): boolean {
  return isMalformedAfter(rawPathname, 2);
}

/**
 * True when a caller's string can be stored and compared as PostgreSQL text: no NUL (PostgreSQL
 * refuses it in text values) and well-formed UTF-16 (a lone surrogate has no UTF-8 form and would be
 * silently replaced). Other control characters are each field's own business.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** The API's JSON body for a path no route serves (its 404), shared by the API and the proxy in front of it. */
export function routeNotFoundBody(path: string): { message: string } {
  return { message: `The route ${path} could not be found.` };
}
