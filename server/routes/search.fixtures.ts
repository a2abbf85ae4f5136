import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { insertFolder, insertStore, insertUser } from './catalogue.fixtures';
import { dayFromToday, daysFromNow, hoursAgo, insertFeedRow } from './feed-sources.fixtures';

/**
 * A small bilingual world for the search tests: stores with a current folder, webshops, brands,
 * products, a category, a news article, and promos written in one language only (posts) or in both.
 */
export type SearchWorld = Awaited<ReturnType<typeof seedSearchWorld>>;

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('fixture row not inserted');
  return row;
}

export async function seedSearchWorld(db: Db) {
  const bouwhuis = await insertStore(db, {
    titleNl: 'Bouwhuis',
    titleFr: 'Bouwhuis',
    slugNl: 'bouwhuis',
    slugFr: 'bouwhuis-fr',
    folderClientType: 1,
  });
  const kolibri = await insertStore(db, { titleNl: 'Kolibri Markt', titleFr: 'Marché Kolibri', slugNl: 'kolibri', slugFr: 'kolibri-fr', folderClientType: 3 });
  const folder = await insertFolder(db, { storeId: bouwhuis, validFrom: dayFromToday(-1), validTo: dayFromToday(5), pages: 2, itemsPerPage: 1 });
  const oldFolder = await insertFolder(db, { storeId: kolibri, validFrom: dayFromToday(-30), validTo: dayFromToday(-20), pages: 1, itemsPerPage: 0 });
  const page2 = await one(
    db.select().from(schema.folderPages).where(and(eq(schema.folderPages.folderId, folder), eq(schema.folderPages.pageNumber, 2))),
  );
  const boormachine = await one(
    db
      .insert(schema.folderItems)
      .values({
        folderId: folder,
        folderPageId: page2.id,
        titleNl: 'Accuboormachine 18 V',
        titleFr: 'Perceuse sans fil 18 V',
        newPrice: 59.99,
        x: 0.5,
        y: 0.5,
        width: 0.3,
        height: 0.3,
      })
      .returning({ id: schema.folderItems.id }),
  );
  await insertFeedRow(db, 'FolderItem', boormachine.id, { nl: 'Accuboormachine 18 V', fr: 'Perceuse sans fil 18 V' }, {
    storeId: bouwhuis,
    startedAt: hoursAgo(24),
    expiredAt: daysFromNow(5),
  });

  const webshop = await one(
    db
      .insert(schema.webshops)
      .values({ titleNl: 'Koffieland', titleFr: 'Koffieland', slugNl: 'koffieland', slugFr: 'koffieland-fr' })
      .returning({ id: schema.webshops.id }),
  );
  const [kodak, nespresso] = await db
    .insert(schema.brands)
    .values([
      { titleNl: 'Kodak', titleFr: 'Kodak', slugNl: 'kodak', slugFr: 'kodak-fr' },
      { titleNl: 'Nespresso', titleFr: 'Nespresso', slugNl: 'nespresso', slugFr: 'nespresso-fr', isPopular: true },
    ])
    .returning({ id: schema.brands.id });
  const category = await one(
    db
      .insert(schema.categories)
      .values({ titleNl: 'Dranken', titleFr: 'Boissons', slugNl: 'dranken', slugFr: 'boissons' })
      .returning({ id: schema.categories.id }),
  );
  const [beans, creme] = await db
    .insert(schema.products)
    .values([
      { titleNl: 'Koffiebonen 1 kg', titleFr: 'Café en grains 1 kg', slugNl: 'koffiebonen', slugFr: 'cafe-en-grains', brandId: nespresso?.id },
      { titleNl: 'Crème fraîche 200 ml', titleFr: 'Crème fraîche 200 ml', slugNl: 'creme-fraiche', slugFr: 'creme-fraiche-fr' },
      // The catalogue's own translation pairs "Thee" with "Thé" for the vocabulary.
      { titleNl: 'Thee', titleFr: 'Thé', slugNl: 'thee', slugFr: 'the' },
    ])
    .returning({ id: schema.products.id });

  const author = await insertUser(db, 'Lotte', 'Zoeker');
  const other = await insertUser(db, 'Jens', 'Ander');
  // Posts are written in one language: both titles hold the same text.
  const frenchPost = 101;
  await insertFeedRow(db, 'Post', frenchPost, { nl: 'Café moulu à moitié prix', fr: 'Café moulu à moitié prix' }, { rating: 40, userId: author });
  const dutchPost = 102;
  await insertFeedRow(db, 'Post', dutchPost, { nl: 'Verse thee in de aanbieding', fr: 'Verse thee in de aanbieding' }, { rating: 10, userId: author });
  const expiredPost = 103;
  await insertFeedRow(db, 'Post', expiredPost, { nl: 'Koffiemachine zonder capsules', fr: 'Koffiemachine zonder capsules' }, { rating: 900, expiredAt: hoursAgo(2) });
  const currentPost = 104;
  await insertFeedRow(db, 'Post', currentPost, { nl: 'Koffiemachine met melkopschuimer', fr: 'Koffiemachine met melkopschuimer' }, { rating: 5 });
  const capsules = 201;
  await insertFeedRow(db, 'OnlinePromo', capsules, { nl: 'Nespresso capsules -30%', fr: 'Capsules Nespresso -30 %' }, { rating: 60, webshopId: webshop.id });

  const newsCategory = await one(db.insert(schema.newsCategories).values({ title: 'Koopjes', slug: 'koopjes' }).returning({ id: schema.newsCategories.id }));
  const article = await one(
    db
      .insert(schema.articles)
      .values({ newsCategoryId: newsCategory.id, title: 'Koffie wordt duurder', slug: 'koffie-wordt-duurder', content: '<p>…</p>', publishedAt: hoursAgo(48) })
      .returning({ id: schema.articles.id }),
  );

  return {
    stores: { bouwhuis, kolibri },
    folders: { current: folder, old: oldFolder },
    folderItem: boormachine.id,
    webshop: webshop.id,
    brands: { kodak: kodak?.id ?? 0, nespresso: nespresso?.id ?? 0 },
    category: category.id,
    products: { beans: beans?.id ?? 0, creme: creme?.id ?? 0 },
    users: { author, other },
    posts: { frenchPost, dutchPost, expiredPost, currentPost },
    capsules,
    article: article.id,
  };
}

