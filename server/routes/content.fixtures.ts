import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { issueTestToken } from '../test-support/api-harness';

/** Small row builders for the content route tests (independent of the demo seed). */

let sequence = 0;
const next = () => (sequence += 1);

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

export async function insertPage(
  db: Db,
  values: Partial<typeof schema.pages.$inferInsert> & Pick<typeof schema.pages.$inferInsert, 'slug' | 'locale' | 'groupKey'>,
) {
  const [row] = await db
    .insert(schema.pages)
    .values({ title: `Pagina ${values.slug}`, content: `<p>${values.slug}</p>`, ...values })
    .returning();
  if (!row) throw new Error('page not inserted');
  return row;
}

export async function insertNewsCategory(db: Db, values: Partial<typeof schema.newsCategories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(schema.newsCategories)
    .values({ title: `Categorie ${n}`, slug: `categorie-${n}`, position: n, ...values })
    .returning();
  if (!row) throw new Error('news category not inserted');
  return row;
}

export async function insertArticle(
  db: Db,
  values: Partial<typeof schema.articles.$inferInsert> & { newsCategoryId: number | null },
) {
  const n = next();
  const [row] = await db
    .insert(schema.articles)
    .values({
      title: `Artikel ${n}`,
      slug: `artikel-${n}`,
      content: `<p>Inhoud ${n}</p>`,
      excerpt: `Samenvatting ${n}`,
      metaDescription: `Beschrijving ${n}`,
      author: 'Redactie',
      publishedAt: daysAgo(1),
      ...values,
    })
    .returning();
  if (!row) throw new Error('article not inserted');
  return row;
}

/** A user and a bearer token (`id|secret`) that the auth middleware accepts. */
export async function insertUserWithToken(db: Db, values: Partial<typeof schema.users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(schema.users)
    .values({ fname: 'Test', lname: `Gebruiker ${n}`, email: `user${n}-${randomBytes(3).toString('hex')}@example.test`, ...values })
    .returning();
  if (!user) throw new Error('user not inserted');
  return { user, token: await issueTestToken(db, user.id) };
}

export async function favouriteArticle(db: Db, userId: number, articleId: number, createdAt = new Date()) {
  await db.insert(schema.reactions).values({ userId, reactableType: 'Article', reactableId: articleId, kind: 'favourite', createdAt });
}

export async function insertRedirect(db: Db, values: typeof schema.redirects.$inferInsert) {
  const [row] = await db.insert(schema.redirects).values(values).returning();
  if (!row) throw new Error('redirect not inserted');
  return row;
}

export async function insertGoto(db: Db, values: typeof schema.gotoLinks.$inferInsert) {
  const [row] = await db.insert(schema.gotoLinks).values(values).returning();
  if (!row) throw new Error('goto link not inserted');
  return row;
}
