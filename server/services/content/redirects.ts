import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RedirectTarget } from '@/lib/api/content';
import { CONTROL_CHARACTERS, safeDecodeURI } from '@/lib/http/url-text';
import type { Db } from '../../db/client';
import { gotoLinks, redirects } from '../../db/schema';
import { logger } from '../../logger';

/** Old site paths that redirect, and goto links (counted clicks to a webshop's site). */

export const MAX_REDIRECT_PATH = 2048;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The stored paths a requested path may be written as, best match first: as given, without its query,
 * with and without a trailing slash, and percent-decoded. All of them are looked up in one indexed query.
 */
export function redirectCandidates(path: string): string[] {
  const candidates: string[] = [];
  const add = (value: string) => {
    // A decoded form may hold characters the raw path could not (`%00`); such a path names nothing,
    // and PostgreSQL refuses a NUL in text.
    if (CONTROL_CHARACTERS.test(value)) return;
    if (value.startsWith('/') && value.length <= MAX_REDIRECT_PATH && !candidates.includes(value)) candidates.push(value);
  };
  const withoutFragment = path.split('#', 1)[0] ?? path;
  const pathname = withoutFragment.split('?', 1)[0] ?? withoutFragment;
  const variants = (value: string) => {
    add(value);
    if (value.length > 1 && value.endsWith('/')) add(value.replace(/\/+$/, '') || '/');
    else if (value !== '/') add(`${value}/`);
  };
  add(withoutFragment);
  variants(pathname);
  // Not valid percent-encoding: only the literal forms can match.
  const decoded = safeDecodeURI(pathname);
  if (decoded !== null && decoded !== pathname) variants(decoded);
  return candidates;
}

/** The redirect for a site path, or null. Never returns a non-http(s) external target or a self-loop. */
export async function findRedirect(db: Db, path: string): Promise<RedirectTarget | null> {
  if (CONTROL_CHARACTERS.test(path)) return null;
  const candidates = redirectCandidates(path);
  if (candidates.length === 0) return null;
  const rows = await db
    .select({ fromPath: redirects.fromPath, toUrl: redirects.toUrl, isExternal: redirects.isExternal, statusCode: redirects.statusCode })
    .from(redirects)
    .where(inArray(redirects.fromPath, candidates));
  const row = rows.sort((a, b) => candidates.indexOf(a.fromPath) - candidates.indexOf(b.fromPath))[0];
  if (!row) return null;

  const to = row.toUrl.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(to);
  const external = row.isExternal || absolute;
  const valid = external ? isHttpUrl(to) : to.startsWith('/') && !to.startsWith('//') && !to.includes('\\');
  if (!valid) {
    logger.warn('redirect_target_refused', { from: row.fromPath, to });
    return null;
  }
  if (!external && candidates.includes(to)) return null;
  return { to, external, status: row.statusCode === 302 ? 302 : 301 };
}

/** Keys are short tokens; anything else cannot be one. */
const GOTO_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The http(s) target of a goto link, counting the click when `count` says so; null for unknown keys
 * and unsafe targets.
 */
export async function followGoto(db: Db, key: string, count = true): Promise<string | null> {
  if (!GOTO_KEY.test(key)) return null;
  // The pattern check in SQL keeps refused targets from being counted.
  const followable = and(eq(gotoLinks.key, key), sql`${gotoLinks.targetUrl} ~* '^https?://'`);
  const [row] = count
    ? await db
        .update(gotoLinks)
        .set({ clicks: sql`${gotoLinks.clicks} + 1` })
        .where(followable)
        .returning({ url: gotoLinks.targetUrl })
    : await db.select({ url: gotoLinks.targetUrl }).from(gotoLinks).where(followable).limit(1);
  if (!row) return null;
  const url = row.url.trim();
  return isHttpUrl(url) ? url : null;
}
