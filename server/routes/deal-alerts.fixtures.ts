import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { dayFromToday, feedFixtures, hoursAgo } from './feed.fixtures';

/**
 * The world of the members' deal alert tests: a small bilingual catalogue, three members with
 * tokens, and current promos each alert kind can find (and some it must not).
 */
export type AlertsWorld = {
  users: { vera: number; otto: number; anna: number };
  tokens: { vera: string; otto: string; anna: string };
  emails: { vera: string };
  categories: { keuken: number; tuin: number };
  stores: { superprijs: number; buurtwinkel: number };
  webshops: { klikshop: number; boekenweb: number };
  brands: { zonnig: number; avond: number };
  product: { zonnecreme: number };
  promos: {
    /** Klikshop, Keuken, "Airfryer XL", 80 euro, rating 10, an hour old. */
    airfryerXl: number;
    /** Boekenweb, "Airfryer refurbished", 40 euro, rating 50, two hours old. */
    airfryerRefurbished: number;
    /** Boekenweb, "Airfryer Deluxe", 200 euro, rating 100, three hours old. */
    airfryerDeluxe: number;
    /** Klikshop, expired yesterday. */
    expired: number;
  };
  /** Superprijs's current folder item of the product Zonnecrème. */
  folderItem: number;
  /** Anna's post at the Buurtwinkel, category Tuin. */
  post: number;
};

export async function seedAlertsWorld(db: Db): Promise<AlertsWorld> {
  const f = feedFixtures(db);
  await f.promoType({ id: 1, title: { nl: 'Melding', fr: 'Signalement' }, order: 1 });
  const keuken = await f.category({ nl: 'Keuken', fr: 'Cuisine' }, { nl: 'keuken', fr: 'cuisine' });
  const tuin = await f.category({ nl: 'Tuin', fr: 'Jardin' }, { nl: 'tuin', fr: 'jardin' });
  const superprijs = await f.store({ nl: 'Superprijs', fr: 'Superprix' }, { nl: 'superprijs', fr: 'superprix' });
  const buurtwinkel = await f.store({ nl: 'Buurtwinkel', fr: 'Épicerie' }, { nl: 'buurtwinkel', fr: 'epicerie' });
  const klikshop = await f.webshop({ nl: 'Klikshop', fr: 'Cliqueshop' }, { nl: 'klikshop', fr: 'cliqueshop' });
  const boekenweb = await f.webshop({ nl: 'Boekenweb', fr: 'Livresweb' }, { nl: 'boekenweb', fr: 'livresweb' });
  const zonnig = await f.brand({ nl: 'Zonnig', fr: 'Ensoleillé' }, { nl: 'zonnig', fr: 'ensoleille' });
  const avond = await f.brand({ nl: 'Avond', fr: 'Soir' }, { nl: 'avond', fr: 'soir' });
  const zonnecreme = await f.product(zonnig, { nl: 'Zonnecrème', fr: 'Crème solaire' }, { nl: 'zonnecreme', fr: 'creme-solaire' });
  await db.update(schema.categories).set({ isPopular: true }).where(eq(schema.categories.id, tuin));

  const vera = await f.user('Vera', 'Volger');
  const otto = await f.user('Otto', 'Ander');
  const anna = await f.user('Anna', 'Auteur');

  const promo = (webshopId: number, title: { nl: string; fr: string }, price: number, rating: number, hours: number, extra: { categoryIds?: number[]; expiredAt?: Date } = {}) =>
    f.onlinePromo({ webshopId, type: 'promos', title, newPrice: price, oldPrice: price * 2, categoryIds: extra.categoryIds, expiredAt: extra.expiredAt ?? null }, { rating, publishedAt: hoursAgo(hours) });

  const validFrom = dayFromToday(-2);
  const validTo = dayFromToday(5);
  const folder = await f.folder({ storeId: superprijs, title: { nl: 'Folder', fr: 'Dépliant' }, validFrom, validTo }, { publishedAt: hoursAgo(30) });

  const world: AlertsWorld = {
    users: { vera, otto, anna },
    tokens: { vera: await f.token(vera), otto: await f.token(otto), anna: await f.token(anna) },
    emails: { vera: '' },
    categories: { keuken, tuin },
    stores: { superprijs, buurtwinkel },
    webshops: { klikshop, boekenweb },
    brands: { zonnig, avond },
    product: { zonnecreme },
    promos: {
      airfryerXl: await promo(klikshop, { nl: 'Airfryer XL', fr: 'Friteuse à air XL' }, 80, 10, 1, { categoryIds: [keuken] }),
      airfryerRefurbished: await promo(boekenweb, { nl: 'Airfryer refurbished', fr: 'Friteuse à air reconditionnée' }, 40, 50, 2),
      airfryerDeluxe: await promo(boekenweb, { nl: 'Airfryer Deluxe', fr: 'Friteuse à air Deluxe' }, 200, 100, 3),
      expired: await promo(klikshop, { nl: 'Airfryer van gisteren', fr: "Friteuse à air d'hier" }, 60, 10, 48, { expiredAt: hoursAgo(20) }),
    },
    folderItem: await f.folderItem(
      { folderId: folder.id, folderPageId: folder.pageIds[0]!, storeId: superprijs, productId: zonnecreme, brandId: zonnig, title: { nl: 'Zonnecrème SPF 50', fr: 'Crème solaire SPF 50' }, validFrom, validTo },
      { publishedAt: hoursAgo(5) },
    ),
    post: await f.post({ userId: anna, typeId: 1, title: 'Koffie bij de Buurtwinkel', storeId: buurtwinkel, categoryIds: [tuin] }, { publishedAt: hoursAgo(6) }),
  };
  const [veraRow] = await db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, vera));
  world.emails.vera = veraRow!.email;
  return world;
}
