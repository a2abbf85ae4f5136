import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { BEFORE_SEARCH_LIMIT, type PopularSearch, type RecentSearch, type SearchGroup } from '@/lib/api/search';
import type { Locale } from '@/lib/i18n/routing';
import { executeRows, type Db } from '../../db/client';
import { popularSearches as standingPopularSearches, searchTerms } from '../../db/schema';
import { siteRoute } from '../../http/urls';

/**
 * Saved searches (docs/search.md, "The calls": before-search and search-term): a member's searches
 * are their "recent" list and, counted over all members, the "popular" one. Guests' searches are
 * never stored.
 */

/** The window of "popular": the terms searched in the last week. */
const POPULAR_DAYS = 7;
/**
 * How many members must have searched a term this week before everyone is shown it: one member's
 * searches are theirs (a search can say more about a person than they would publish), and one member
 * alone must not be able to put their own text in front of every visitor.
 */
export const POPULAR_MIN_MEMBERS = 3;
/**
 * A member's saved searches kept at most: the recent list shows the newest BEFORE_SEARCH_LIMIT, and the
 * popular terms count each member once per term, so older rows serve nothing but would let one member
 * grow the table without end.
 */
export const KEPT_SEARCHES_PER_MEMBER = 50;

type TermRow = typeof searchTerms.$inferSelect;

function recentItem(row: TermRow): RecentSearch {
  return {
    id: row.id,
    group: (row.group as SearchGroup | null) ?? null,
    title: row.query,
    url: row.url,
    recentable_id: row.entityId,
  };
}

export type SearchTermInput = { query: string; url: string | null; group: SearchGroup | null; entityId: number | null };

/**
 * Saves a member's search; the same query (any case) to the same page replaces the older row, and only
 * the newest KEPT_SEARCHES_PER_MEMBER stay.
 */
export async function saveSearchTerm(db: Db, userId: number, locale: Locale, input: SearchTermInput): Promise<RecentSearch> {
  return db.transaction(async (tx) => {
    await tx
      .delete(searchTerms)
      .where(
        and(
          eq(searchTerms.userId, userId),
          sql`lower(${searchTerms.query}) = lower(${input.query})`,
          sql`${searchTerms.url} is not distinct from ${input.url}`,
        ),
      );
    const [row] = await tx
      .insert(searchTerms)
      .values({ userId, locale, query: input.query, url: input.url, group: input.group, entityId: input.entityId })
      .returning();
    if (!row) throw new Error('search term not saved');
    await executeRows(
      tx,
      sql`delete from ${searchTerms} where ${searchTerms.userId} = ${userId} and ${searchTerms.id} not in (
        select ${searchTerms.id} from ${searchTerms} where ${searchTerms.userId} = ${userId}
        order by ${searchTerms.createdAt} desc, ${searchTerms.id} desc limit ${KEPT_SEARCHES_PER_MEMBER})`,
    );
    return recentItem(row);
  });
}

/** Deletes one of the member's own searches; false when it is not theirs (or gone). */
export async function deleteSearchTerm(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(searchTerms)
    .where(and(eq(searchTerms.id, id), eq(searchTerms.userId, userId)))
    .returning({ id: searchTerms.id });
  return deleted.length > 0;
}

export async function recentSearches(db: Db, userId: number): Promise<RecentSearch[]> {
  const rows = await db
    .select()
    .from(searchTerms)
    .where(eq(searchTerms.userId, userId))
    .orderBy(desc(searchTerms.createdAt), desc(searchTerms.id))
    .limit(BEFORE_SEARCH_LIMIT);
  return rows.map(recentItem);
}

/**
 * The most searched terms of the last week in this language that at least POPULAR_MIN_MEMBERS members
 * searched: counted by members (one member repeating a term counts once), then by searches, then the
 * latest first. The standing list (`popular_searches`, by count) fills the rest.
 */
export async function popularSearches(db: Db, locale: Locale): Promise<PopularSearch[]> {
  const rows = await executeRows<{ term: string }>(
    db,
    sql`select lower(${searchTerms.query}) as term
      from ${searchTerms}
      where ${searchTerms.locale} = ${locale} and ${searchTerms.createdAt} > now() - make_interval(days => ${POPULAR_DAYS})
      group by lower(${searchTerms.query})
      having count(distinct ${searchTerms.userId}) >= ${POPULAR_MIN_MEMBERS}
      order by count(distinct ${searchTerms.userId}) desc, count(*) desc, max(${searchTerms.createdAt}) desc
      limit ${BEFORE_SEARCH_LIMIT}`,
  );
  const terms = rows.map((row) => row.term);
  if (terms.length < BEFORE_SEARCH_LIMIT) {
    const standing = await db
      .select({ term: standingPopularSearches.query })
      .from(standingPopularSearches)
      .where(eq(standingPopularSearches.locale, locale))
      .orderBy(desc(standingPopularSearches.count), asc(standingPopularSearches.id))
      .limit(BEFORE_SEARCH_LIMIT * 2);
    for (const { term } of standing) {
      const normalised = term.trim().toLowerCase();
      if (terms.length < BEFORE_SEARCH_LIMIT && normalised !== '' && !terms.includes(normalised)) terms.push(normalised);
    }
  }
  const searchPage = siteRoute('/search', locale);
  return terms.map((term) => ({ title: term, url: `${searchPage}?q=${encodeURIComponent(term)}` }));
}
