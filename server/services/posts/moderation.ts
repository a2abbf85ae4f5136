import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { PostHoldReason } from '../../db/schema';
import { countValue, type Db } from '../../db/client';
import { posts } from '../../db/schema';
import { memberContentHtml } from '../member-content';
import { decodeReferences } from '../sanitize-html';

/**
 * The automatic checks a new post passes before it goes live (docs/posting.md, Moderation). They run
 * inside the creating transaction, after the author's row is locked, so two posts of one member are
 * judged one after the other and never both slip through.
 */

/** How far back a near-duplicate is looked for. */
export const DUPLICATE_WINDOW_HOURS = 24;
/**
 * pg_trgm similarity (shared trigrams over all trigrams, 0..1) of the unaccented, lower-cased
 * "title + content" from which a new post counts as a near-duplicate of an earlier one. Measured on
 * Dutch posts of about 120 characters: a repost with a price, a day or punctuation changed scored
 * 0.81 to 0.94, a reworded copy 0.80; another product in the same sentence 0.46 to 0.62, an
 * unrelated deal 0.04 (docs/posting.md, Moderation).
 */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;

/** Top-level domains of addresses written without a scheme ("shop.be/actie") that count as a link in a text. */
const BARE_DOMAIN_TLDS = 'be|com|nl|fr|eu|net|org|info|shop|store|online|io|co|de|lu|uk|biz|app|site|link|ly|gl';
const LINK_PATTERN = new RegExp(
  String.raw`(?:https?:\/\/|www\.)[^\s<>"']+|\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:${BARE_DOMAIN_TLDS})\b(?:\/[^\s<>"']*)?`,
  'gi',
);

/** The host of a link as written (with or without scheme), lower-cased, without "www."; null when unreadable. */
function hostOf(link: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** True when the text or origin URL points outside this site (links to the site itself do not count). */
export function hasOutsideLink(texts: readonly (string | null | undefined)[], siteHost: string): boolean {
  const own = siteHost.toLowerCase().replace(/^www\./, '');
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(LINK_PATTERN)) {
      const host = hostOf(match[0]);
      if (host === null || (host !== own && !host.endsWith(`.${own}`))) return true;
    }
  }
  return false;
}

/** How many posts the member created in the hour before `now` (held, rejected and deleted ones too: each was a post). */
export async function postsInLastHour(tx: Db, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(posts)
    .where(and(eq(posts.userId, userId), gt(posts.createdAt, new Date(now.getTime() - 3_600_000))));
  return countValue(row?.total ?? 0);
}

export type HoldInput = {
  userId: number;
  title: string;
  content: string;
  originUrl: string | undefined;
  now: Date;
  siteHost: string;
};

/** Why the new post is held for an operator, or null when it may go live at once. */
export async function holdReasonFor(tx: Db, input: HoldInput): Promise<PostHoldReason | null> {
  // The text as readers get it too: the cleaner writes a link's address decoded ("https&#58;//…"
  // becomes a working https link), so the check reads the cleaned text with its references decoded.
  const shown = decodeReferences(memberContentHtml(input.content));
  if (hasOutsideLink([input.originUrl, input.title, input.content, shown], input.siteHost)) {
    const [published] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, input.userId), eq(posts.status, 'approved'), isNull(posts.deletedAt)))
      .limit(1);
    if (!published) return 'first_post_link';
  }
  const text = `${input.title} ${input.content}`;
  const since = new Date(input.now.getTime() - DUPLICATE_WINDOW_HOURS * 3_600_000);
  const [duplicate] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.userId, input.userId),
        isNull(posts.deletedAt),
        ne(posts.status, 'rejected'),
        gt(posts.createdAt, since),
        sql`similarity(lower(f_unaccent(${posts.title} || ' ' || ${posts.content})), lower(f_unaccent(${text}))) >= ${NEAR_DUPLICATE_SIMILARITY}`,
      ),
    )
    .limit(1);
  return duplicate ? 'near_duplicate' : null;
}
