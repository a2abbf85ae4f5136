import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Paginated } from '@/lib/api/types';
import { issueTestToken, useApiHarness, type RequestOptions } from '../test-support/api-harness';
import { addDays, belgianToday } from '@/lib/dates/belgian-day';

/**
 * Test support for the catalogue and folder routes: small row builders plus one scenario that every
 * test in those files reads. Dates are relative to today (in Belgium, as the API computes it).
 */

const PUBLISHED = new Date(Date.now() - 60 * 60 * 1000);

type StoreInput = {
  titleNl: string;
  titleFr: string;
  slugNl: string;
  slugFr: string;
  folderClientType: 1 | 2 | 3;
  description?: string;
};

export async function insertStore(db: Db, input: StoreInput): Promise<number> {
  const [row] = await db
    .insert(schema.stores)
    .values({
      ...input,
      descriptionNl: input.description ?? `${input.titleNl} beschrijving`,
      descriptionFr: `${input.titleFr} description`,
      logoPath: `generated/store/${input.slugNl}.svg`,
      websiteUrl: `https://${input.slugNl}.example`,
    })
    .returning({ id: schema.stores.id });
  if (!row) throw new Error('store not inserted');
  return row.id;
}

type FolderInput = {
  storeId: number;
  validFrom: string;
  validTo: string;
  pages?: number;
  itemsPerPage?: number;
  categoryId?: number | null;
  published?: boolean;
};

export async function insertFolder(db: Db, input: FolderInput): Promise<number> {
  const pages = input.pages ?? 2;
  const [folder] = await db
    .insert(schema.folders)
    .values({
      storeId: input.storeId,
      titleNl: `Folder ${input.validFrom}`,
      titleFr: `Dépliant ${input.validFrom}`,
      validFrom: input.validFrom,
      validTo: input.validTo,
      publishedAt: input.published === false ? null : PUBLISHED,
      pagesCount: pages,
    })
    .returning({ id: schema.folders.id });
  if (!folder) throw new Error('folder not inserted');
  for (let number = 1; number <= pages; number += 1) {
    const [page] = await db
      .insert(schema.folderPages)
      .values({
        folderId: folder.id,
        pageNumber: number,
        imagePath: `generated/folders/${folder.id}/${number}.svg`,
        width: 1000,
        height: 1400,
      })
      .returning({ id: schema.folderPages.id });
    if (!page) throw new Error('page not inserted');
    const items = input.itemsPerPage ?? 2;
    for (let index = 0; index < items; index += 1) {
      await db.insert(schema.folderItems).values({
        folderId: folder.id,
        folderPageId: page.id,
        titleNl: `Artikel ${number}.${index + 1}`,
        titleFr: `Article ${number}.${index + 1}`,
        newPrice: 1.99 + index,
        oldPrice: 2.99 + index,
        discountTextNl: '-30%',
        discountTextFr: '-30 %',
        categoryId: input.categoryId ?? null,
        x: 0.05,
        y: 0.1 + index * 0.4,
        width: 0.4,
        height: 0.3,
      });
    }
  }
  return folder.id;
}

export async function insertUser(db: Db, fname: string, lname: string, options: { deleted?: boolean } = {}) {
  const [row] = await db
    .insert(schema.users)
    .values({
      fname,
      lname,
      email: `${fname.toLowerCase()}.${lname.toLowerCase()}@example.test`,
      avatarPath: `generated/avatar/${fname.toLowerCase()}.svg`,
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning({ id: schema.users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

export type CatalogueScenario = Awaited<ReturnType<typeof seedCatalogue>>;

/**
 * The shared scenario:
 * - categories: drank (position 1, popular), voeding (2, popular, simplified title), huishouden (3, child of voeding)
 * - stores: prijzenhal (paid, 2 current + 1 unpublished), buurtmarkt (paid, 1 current, 1 upcoming, 1 expired 10
 *   days ago, 1 expired 95 days ago), elan-brico (semi-paid, 1 current), zuivelhuis (free, 3 current),
 *   appelwinkel (paid, no folders)
 * - webshops boekenwereld (popular, goto link, 2 current promos + 1 expired), elektro-shop (newest promo),
 *   cafe-corner (no promos); brands zonnig (popular), avondrood; three products
 * - users anna (2 approved posts), ben (follows anna, signed in, with favourites and subscriptions),
 *   a deleted user following anna
 */
export async function seedCatalogue(db: Db) {
  const today = belgianToday();
  const day = (offset: number) => addDays(today, offset);

  const [drank, voeding, huishouden] = await db
    .insert(schema.categories)
    .values([
      { titleNl: 'Drank', titleFr: 'Boissons', slugNl: 'drank', slugFr: 'boissons', position: 1, isPopular: true, icon: 'cup' },
      {
        titleNl: 'Voeding',
        titleFr: 'Alimentation',
        simplifiedTitleNl: 'Eten',
        simplifiedTitleFr: 'Manger',
        slugNl: 'voeding',
        slugFr: 'alimentation',
        position: 2,
        isPopular: true,
        icon: 'food',
      },
      { titleNl: 'Huishouden', titleFr: 'Ménage', slugNl: 'huishouden', slugFr: 'menage', position: 3 },
    ])
    .returning({ id: schema.categories.id });
  if (!drank || !voeding || !huishouden) throw new Error('categories not inserted');
  await db
    .update(schema.categories)
    .set({ parentId: voeding.id })
    .where(eq(schema.categories.id, huishouden.id));

  const prijzenhal = await insertStore(db, {
    titleNl: 'Prijzenhal',
    titleFr: 'Halle aux Prix',
    slugNl: 'prijzenhal',
    slugFr: 'halle-aux-prix',
    folderClientType: 1,
  });
  const buurtmarkt = await insertStore(db, {
    titleNl: 'Buurtmarkt',
    titleFr: 'Marché du Quartier',
    slugNl: 'buurtmarkt',
    slugFr: 'marche-du-quartier',
    folderClientType: 1,
  });
  const elanBrico = await insertStore(db, {
    titleNl: 'Élan Brico',
    titleFr: 'Élan Brico',
    slugNl: 'elan-brico',
    slugFr: 'elan-brico-fr',
    folderClientType: 2,
  });
  const zuivelhuis = await insertStore(db, {
    titleNl: 'Zuivelhuis',
    titleFr: 'Maison du Lait',
    slugNl: 'zuivelhuis',
    slugFr: 'maison-du-lait',
    folderClientType: 3,
  });
  const appelwinkel = await insertStore(db, {
    titleNl: 'Appelwinkel',
    titleFr: 'Boutique Pomme',
    slugNl: 'appelwinkel',
    slugFr: 'boutique-pomme',
    folderClientType: 1,
  });

  const folders = {
    prijzenhalCurrent: await insertFolder(db, { storeId: prijzenhal, validFrom: day(-3), validTo: day(3), categoryId: voeding.id }),
    prijzenhalCurrentNewer: await insertFolder(db, {
      storeId: prijzenhal,
      validFrom: day(-1),
      validTo: day(5),
      pages: 3,
      itemsPerPage: 1,
      categoryId: drank.id,
    }),
    prijzenhalUnpublished: await insertFolder(db, { storeId: prijzenhal, validFrom: day(-2), validTo: day(4), published: false }),
    buurtmarktCurrent: await insertFolder(db, { storeId: buurtmarkt, validFrom: day(-5), validTo: day(1), categoryId: voeding.id }),
    buurtmarktUpcoming: await insertFolder(db, { storeId: buurtmarkt, validFrom: day(4), validTo: day(10) }),
    buurtmarktExpired: await insertFolder(db, { storeId: buurtmarkt, validFrom: day(-17), validTo: day(-10) }),
    buurtmarktOld: await insertFolder(db, { storeId: buurtmarkt, validFrom: day(-101), validTo: day(-95) }),
    elanBricoCurrent: await insertFolder(db, { storeId: elanBrico, validFrom: day(0), validTo: day(6), categoryId: huishouden.id }),
    zuivelhuisA: await insertFolder(db, { storeId: zuivelhuis, validFrom: day(-6), validTo: day(0), categoryId: drank.id }),
    zuivelhuisB: await insertFolder(db, { storeId: zuivelhuis, validFrom: day(-4), validTo: day(2), categoryId: drank.id }),
    zuivelhuisC: await insertFolder(db, { storeId: zuivelhuis, validFrom: day(-2), validTo: day(8) }),
  };

  const [boekenwereld, elektroShop, cafeCorner] = await db
    .insert(schema.webshops)
    .values([
      {
        titleNl: 'Boekenwereld',
        titleFr: 'Monde du Livre',
        simplifiedTitleNl: 'Boeken',
        slugNl: 'boekenwereld',
        slugFr: 'monde-du-livre',
        isPopular: true,
        affiliateUrl: 'https://aff.example/boekenwereld',
        websiteUrl: 'https://boekenwereld.example',
        logoPath: 'generated/webshop/boekenwereld.svg',
      },
      { titleNl: 'Elektro Shop', titleFr: 'Électro Boutique', slugNl: 'elektro-shop', slugFr: 'electro-boutique' },
      { titleNl: 'Café Corner', titleFr: 'Café du Coin', slugNl: 'cafe-corner', slugFr: 'cafe-du-coin' },
    ])
    .returning({ id: schema.webshops.id });
  if (!boekenwereld || !elektroShop || !cafeCorner) throw new Error('webshops not inserted');
  await db.insert(schema.gotoLinks).values({ key: 'boeken', targetUrl: 'https://aff.example/boekenwereld', webshopId: boekenwereld.id });

  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  await db.insert(schema.feedItems).values([
    {
      morphableType: 'OnlinePromo',
      morphableId: 1,
      webshopId: boekenwereld.id,
      categoryIds: [voeding.id, drank.id],
      titleNl: 'Boeken 1',
      titleFr: 'Livres 1',
      publishedAt: hoursAgo(30),
    },
    {
      morphableType: 'OnlinePromo',
      morphableId: 2,
      webshopId: boekenwereld.id,
      categoryIds: [voeding.id],
      titleNl: 'Boeken 2',
      titleFr: 'Livres 2',
      publishedAt: hoursAgo(20),
    },
    {
      morphableType: 'OnlinePromo',
      morphableId: 3,
      webshopId: boekenwereld.id,
      categoryIds: [drank.id],
      titleNl: 'Verlopen',
      titleFr: 'Expiré',
      publishedAt: hoursAgo(1),
      expiredAt: hoursAgo(0.5),
    },
    {
      morphableType: 'OnlinePromo',
      morphableId: 4,
      webshopId: elektroShop.id,
      categoryIds: [drank.id],
      titleNl: 'Elektro',
      titleFr: 'Électro',
      publishedAt: hoursAgo(2),
    },
    {
      morphableType: 'OnlinePromo',
      morphableId: 5,
      webshopId: cafeCorner.id,
      categoryIds: [voeding.id],
      titleNl: 'Inactief',
      titleFr: 'Inactif',
      publishedAt: hoursAgo(1),
      isActive: false,
    },
    {
      // Published but not started yet (next week's folder item, a post's future start): in no list, so in no count.
      morphableType: 'OnlinePromo',
      morphableId: 6,
      webshopId: boekenwereld.id,
      categoryIds: [voeding.id, drank.id],
      titleNl: 'Nog niet begonnen',
      titleFr: 'Pas encore commencé',
      publishedAt: hoursAgo(1),
      startedAt: hoursAgo(-48),
    },
  ]);

  const [zonnig, avondrood] = await db
    .insert(schema.brands)
    .values([
      { titleNl: 'Zonnig', titleFr: 'Ensoleillé', slugNl: 'zonnig', slugFr: 'ensoleille', isPopular: true },
      { titleNl: 'Avondrood', titleFr: 'Crépuscule', slugNl: 'avondrood', slugFr: 'crepuscule' },
    ])
    .returning({ id: schema.brands.id });
  if (!zonnig || !avondrood) throw new Error('brands not inserted');
  const [zonnigSap, avondroodThee, zonnigKoekjes] = await db
    .insert(schema.products)
    .values([
      { brandId: zonnig.id, categoryId: drank.id, titleNl: 'Zonnig Sap', titleFr: 'Jus Ensoleillé', slugNl: 'zonnig-sap', slugFr: 'jus-ensoleille' },
      { brandId: avondrood.id, categoryId: voeding.id, titleNl: 'Avondrood Thee', titleFr: 'Thé Crépuscule', slugNl: 'avondrood-thee', slugFr: 'the-crepuscule' },
      { brandId: zonnig.id, categoryId: voeding.id, titleNl: 'Zonnig Koekjes', titleFr: 'Biscuits Ensoleillés', slugNl: 'zonnig-koekjes', slugFr: 'biscuits-ensoleilles' },
    ])
    .returning({ id: schema.products.id });
  if (!zonnigSap || !avondroodThee || !zonnigKoekjes) throw new Error('products not inserted');

  const anna = await insertUser(db, 'Anna', 'Peeters');
  const ben = await insertUser(db, 'Ben', 'Claes');
  const gone = await insertUser(db, 'Gone', 'User', { deleted: true });
  await db.insert(schema.follows).values([
    { followerId: ben, followedId: anna },
    { followerId: gone, followedId: anna },
    { followerId: anna, followedId: ben },
  ]);
  await db.insert(schema.promoTypes).values({ id: 1, code: 'report', titleNl: 'Melding', titleFr: 'Signalement' });
  const post = (status: 'approved' | 'pending', deleted = false) => ({
    userId: anna,
    typeId: 1,
    title: 'Promo',
    content: 'Inhoud',
    status,
    deletedAt: deleted ? new Date() : null,
  });
  await db.insert(schema.posts).values([post('approved'), post('approved'), post('pending'), post('approved', true)]);

  await db.insert(schema.reactions).values([
    { userId: ben, reactableType: 'Folder', reactableId: folders.prijzenhalCurrent, kind: 'favourite' },
    // Someone else's flags must not leak into Ben's view.
    { userId: anna, reactableType: 'Folder', reactableId: folders.zuivelhuisA, kind: 'favourite' },
  ]);
  // Following is having a deal alert (docs/deal-alerts.md); someone else's must not show in Ben's view.
  const follow = (userId: number, subscriableType: 'Store' | 'Webshop' | 'Brand' | 'Product', subscriableId: number) =>
    ({ userId, email: `member${userId}@example.test`, subscriableType, subscriableId, confirmedAt: new Date() });
  await db.insert(schema.dealAlertSubscriptions).values([
    follow(ben, 'Store', prijzenhal),
    follow(ben, 'Webshop', boekenwereld.id),
    follow(ben, 'Brand', zonnig.id),
    follow(ben, 'Product', zonnigSap.id),
    follow(anna, 'Store', zuivelhuis),
  ]);
  const benToken = await issueTestToken(db, ben);

  return {
    today,
    day,
    categories: { drank: drank.id, voeding: voeding.id, huishouden: huishouden.id },
    stores: { prijzenhal, buurtmarkt, elanBrico, zuivelhuis, appelwinkel },
    folders,
    webshops: { boekenwereld: boekenwereld.id, elektroShop: elektroShop.id, cafeCorner: cafeCorner.id },
    brands: { zonnig: zonnig.id, avondrood: avondrood.id },
    products: { zonnigSap: zonnigSap.id, avondroodThee: avondroodThee.id, zonnigKoekjes: zonnigKoekjes.id },
    users: { anna, ben, gone },
    benToken,
  };
}

export const ids = (list: { id: number }[]) => list.map((item) => item.id);

/** The API harness over a fresh database holding the catalogue scenario (handed to `onSeeded`), and GET helpers. */
export function useCatalogueScenario(onSeeded: (scenario: CatalogueScenario) => void) {
  const api = useApiHarness({ seed: async (db) => onSeeded(await seedCatalogue(db)) });
  const page = <T>(path: string, options?: RequestOptions) => api.ok<Paginated<T>>(path, options);
  return { api, get: api.get, ok: api.ok, data: api.data, page };
}
