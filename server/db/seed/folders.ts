import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { folderItems, folderPages, folders } from '../schema';
import { FOLDER_PAGE_HEIGHT, FOLDER_PAGE_WIDTH, layoutFolderItems } from '../../media';
import { addDays, brusselsMidnight } from '@/lib/dates/belgian-day';
import { feedRowForFolder, feedRowForFolderItem, type FeedFolderSource } from '../../services/feed-index/folder-rows';
import type { FeedRow } from '../../services/feed-index/rows';
import { insertIds } from './batch';
import {
  drawVotes,
  hoursBefore,
  productsFor,
  type Catalogue,
  type SeedClock,
  type SeedProduct,
  type SeedStore,
} from './context';
import type { CategoryKey } from './data/categories';
import { FOLDER_DISCOUNT_TEXTS, FOLDER_ITEM_NOTES } from './data/promo-copy';
import type { Random } from './random';
import { round2, shelfPrice } from './text';

export type FolderKind = 'current' | 'upcoming' | 'expired';

export interface FolderPlan {
  store: SeedStore;
  kind: FolderKind;
  validFrom: string;
  validTo: string;
  publishedAt: Date | null;
  themeNl: string;
  themeFr: string;
  /** Items on each page, page 1 first. */
  itemsPerPage: number[];
}

export interface SeededFolder {
  id: number;
  storeId: number;
  kind: FolderKind;
  validFrom: string;
  validTo: string;
  titleNl: string;
  titleFr: string;
  itemIds: number[];
}

type Theme = readonly [nl: string, fr: string];

const GENERAL_THEMES: readonly Theme[] = [
  ['Weekfolder', 'Dépliant de la semaine'],
  ['Voordeelweken', 'Semaines avantages'],
  ['Topdeals', 'Top deals'],
  ['Superpromo’s', 'Super promos'],
];

const CATEGORY_THEMES: Partial<Record<CategoryKey, readonly Theme[]>> = {
  food: [['Vers & voordelig', 'Frais & avantageux'], ['Proef de wereld', 'Saveurs du monde']],
  drinks: [['Wijnbeurs', 'Foire aux vins'], ['Bierfestival', 'Festival de la bière']],
  diy: [['Klusdagen', 'Journées bricolage']],
  garden: [['Tuinseizoen', 'Saison du jardin']],
  electronics: [['Tech-deals', 'Deals high-tech']],
  toys: [['Speelgoedfolder', 'Catalogue de jouets']],
  fashion: [['Nieuwe collectie', 'Nouvelle collection']],
  home: [['Woonideeën', 'Idées déco']],
  beauty: [['Beautyweken', 'Semaines beauté']],
  pets: [['Dierendagen', 'Journées animaux']],
  sport: [['Sportdeals', 'Deals sport']],
};

function seasonalTheme(today: string): Theme {
  const month = Number(today.slice(5, 7));
  if (month === 12) return ['Feestfolder', 'Dépliant des fêtes'];
  if (month <= 2) return ['Winterkoopjes', "Bonnes affaires d'hiver"];
  if (month <= 5) return ['Lentefolder', 'Dépliant de printemps'];
  if (month <= 8) return ['Zomerfolder', "Dépliant d'été"];
  return ['Herfstfolder', "Dépliant d'automne"];
}

/** 8–24 pages, mostly 8–16; 2–8 items a page, mostly 3–5. */
function drawPages(rng: Random): number[] {
  const pageCount = rng.weighted<number>([
    [rng.int(8, 12), 55],
    [rng.int(13, 16), 30],
    [rng.int(17, 24), 15],
  ]);
  return Array.from({ length: pageCount }, () =>
    rng.weighted<number>([
      [2, 8],
      [3, 20],
      [4, 26],
      [5, 20],
      [6, 14],
      [7, 7],
      [8, 5],
    ]),
  );
}

function drawTheme(rng: Random, store: SeedStore, today: string): Theme {
  const specific = store.categoryKeys.flatMap((key) => CATEGORY_THEMES[key] ?? []);
  return rng.weighted<Theme>([
    [rng.pick(GENERAL_THEMES), 5],
    [specific.length > 0 ? rng.pick(specific) : rng.pick(GENERAL_THEMES), 3],
    [seasonalTheme(today), 2],
  ]);
}

function plan(
  rng: Random,
  clock: SeedClock,
  store: SeedStore,
  kind: FolderKind,
  validFrom: string,
  days: number,
  usedThemes?: Set<string>,
): FolderPlan {
  // Avoid two folders of one store with the same title where possible.
  let theme = drawTheme(rng, store, clock.today);
  for (let attempt = 0; attempt < 8 && usedThemes?.has(`${store.id}:${theme[0]}`); attempt += 1) {
    theme = drawTheme(rng, store, clock.today);
  }
  usedThemes?.add(`${store.id}:${theme[0]}`);
  const validTo = addDays(validFrom, days);
  // Published a day or two before the first valid day, but never in the future.
  const planned = hoursBefore(brusselsMidnight(validFrom), rng.int(8, 48));
  const publishedAt = planned.getTime() > clock.now.getTime() ? hoursBefore(clock.now, rng.int(1, 20)) : planned;
  return { store, kind, validFrom, validTo, publishedAt, themeNl: theme[0], themeFr: theme[1], itemsPerPage: drawPages(rng) };
}

/**
 * 60 current folders, 15 upcoming and 25 expired, mostly for paid and semi-paid stores: paid stores
 * get three current folders, semi-paid two, eight free stores one.
 */
export function planDemoFolders(rng: Random, catalogue: Catalogue, clock: SeedClock): FolderPlan[] {
  const paid = catalogue.stores.filter((store) => store.clientType === 1);
  const semiPaid = catalogue.stores.filter((store) => store.clientType === 2);
  const free = catalogue.stores.filter((store) => store.clientType === 3);
  const plans: FolderPlan[] = [];
  const used = new Set<string>();
  const current = (store: SeedStore) => {
    const days = rng.pick([6, 6, 6, 13, 13, 20]);
    const startedDaysAgo = rng.int(0, Math.min(days, 6));
    plans.push(plan(rng, clock, store, 'current', addDays(clock.today, -startedDaysAgo), days, used));
  };
  for (const store of paid) for (let n = 0; n < 3; n += 1) current(store);
  for (const store of semiPaid) for (let n = 0; n < 2; n += 1) current(store);
  for (const store of free.slice(0, 8)) current(store);

  for (const store of [...paid, ...semiPaid.slice(0, 3)]) {
    plans.push(plan(rng, clock, store, 'upcoming', addDays(clock.today, rng.int(1, 6)), rng.pick([6, 13]), used));
  }
  for (const store of [...paid, ...paid, semiPaid[0]].filter((store): store is SeedStore => store !== undefined)) {
    const days = rng.pick([6, 13]);
    const endedDaysAgo = rng.int(1, 45);
    plans.push(plan(rng, clock, store, 'expired', addDays(clock.today, -endedDaysAgo - days), days, used));
  }
  return plans;
}

/**
 * Older, expired weekly folders of paid and semi-paid stores, going back week by week, until they
 * hold at least `itemTarget` items (benchmark databases only).
 */
export function planArchiveFolders(rng: Random, catalogue: Catalogue, clock: SeedClock, itemTarget: number): FolderPlan[] {
  const stores = catalogue.stores.filter((store) => store.clientType !== 3);
  const plans: FolderPlan[] = [];
  let items = 0;
  for (let week = 0; items < itemTarget; week += 1) {
    for (const store of stores) {
      if (items >= itemTarget) break;
      const validFrom = addDays(clock.today, -60 - 7 * week - rng.int(0, 3));
      const folder = plan(rng, clock, store, 'expired', validFrom, 6);
      plans.push(folder);
      items += folder.itemsPerPage.reduce((sum, count) => sum + count, 0);
    }
  }
  return plans;
}

interface Offer {
  newPrice: number | null;
  oldPrice: number | null;
  discountTextNl: string | null;
  discountTextFr: string | null;
}

function drawOffer(rng: Random, product: SeedProduct): Offer {
  const regular = shelfPrice(product.price * (0.95 + rng.next() * 0.15));
  const style = rng.weighted<'reduced' | 'text-and-price' | 'text' | 'price'>([
    ['reduced', 60],
    ['text-and-price', 25],
    ['text', 10],
    ['price', 5],
  ]);
  if (style === 'reduced') {
    const percent = rng.pick([10, 15, 20, 20, 25, 25, 30, 33, 40, 50]);
    let reduced = shelfPrice(regular * (1 - percent / 100));
    if (reduced >= regular) reduced = round2(regular * 0.8);
    return { newPrice: reduced, oldPrice: regular, discountTextNl: null, discountTextFr: null };
  }
  if (style === 'price') return { newPrice: regular, oldPrice: null, discountTextNl: null, discountTextFr: null };
  const [nl, fr] = rng.pick(FOLDER_DISCOUNT_TEXTS);
  const percent = /^-(\d+)%$/.exec(nl)?.[1];
  if (style === 'text') return { newPrice: null, oldPrice: null, discountTextNl: nl, discountTextFr: fr };
  // "-30%" comes with the reduced and the regular price; "2+1 gratis" with the unit price.
  if (percent) {
    const reduced = round2(regular * (1 - Number(percent) / 100));
    return { newPrice: reduced, oldPrice: regular, discountTextNl: nl, discountTextFr: fr };
  }
  return { newPrice: regular, oldPrice: null, discountTextNl: nl, discountTextFr: fr };
}

/** Inserts folders, their pages and items, and returns the feed rows of all of them. */
export async function seedFolders(
  db: Db,
  rng: Random,
  catalogue: Catalogue,
  plans: readonly FolderPlan[],
): Promise<{ folders: SeededFolder[]; feedRows: FeedRow[] }> {
  const votes = rng.fork('votes');
  const folderIds = await insertIds(
    db,
    folders,
    plans.map((plan) => ({
      storeId: plan.store.id,
      titleNl: `${plan.themeNl} ${plan.store.titleNl}`,
      titleFr: `${plan.themeFr} ${plan.store.titleFr}`,
      validFrom: plan.validFrom,
      validTo: plan.validTo,
      publishedAt: plan.publishedAt,
      pagesCount: plan.itemsPerPage.length,
    })),
  );

  const pageRows = plans.flatMap((plan, planIndex) =>
    plan.itemsPerPage.map((_, pageIndex) => ({
      folderId: folderIds[planIndex] as number,
      pageNumber: pageIndex + 1,
      // Replaced below once the page's own id is known.
      imagePath: 'pending',
      width: FOLDER_PAGE_WIDTH,
      height: FOLDER_PAGE_HEIGHT,
    })),
  );
  const pageIds = await insertIds(db, folderPages, pageRows);

  type ItemPlan = { planIndex: number; product: SeedProduct; row: typeof folderItems.$inferInsert };
  const itemPlans: ItemPlan[] = [];
  let pageCursor = 0;
  plans.forEach((plan, planIndex) => {
    const folderId = folderIds[planIndex] as number;
    const pool = productsFor(catalogue, plan.store.categoryKeys);
    plan.itemsPerPage.forEach((count, pageIndex) => {
      const pageId = pageIds[pageCursor] as number;
      pageCursor += 1;
      const pageNumber = pageIndex + 1;
      const chosen = rng.sample(pool, count);
      while (chosen.length < count) chosen.push(rng.pick(catalogue.products));
      const rects = layoutFolderItems(count, `folder-${folderId}-page-${pageNumber}`, pageNumber);
      chosen.forEach((product, index) => {
        const rect = rects[index];
        if (!rect) throw new Error('Folder layout returned too few rectangles');
        const offer = drawOffer(rng, product);
        const note = rng.chance(0.45) ? rng.pick(FOLDER_ITEM_NOTES) : null;
        itemPlans.push({
          planIndex,
          product,
          row: {
            folderId,
            folderPageId: pageId,
            titleNl: product.titleNl,
            titleFr: product.titleFr,
            contentNl: note?.[0] ?? null,
            contentFr: note?.[1] ?? null,
            productId: product.id,
            brandId: product.brandId,
            categoryId: product.categoryId,
            ...offer,
            imagePath: `generated/product/${product.id}.webp`,
            x: rect.x,
            y: rect.y,
            width: rect.width,
            height: rect.height,
          },
        });
      });
    });
  });
  const itemIds = await insertIds(
    db,
    folderItems,
    itemPlans.map((item) => item.row),
  );

  await db.execute(sql`update ${folderPages} set image_path = 'generated/folder-page/' || id || '.svg' where image_path = 'pending'`);
  await db.execute(sql`update ${folders} set cover_path = 'generated/folder-cover/' || id || '.webp' where cover_path is null`);

  const seeded: SeededFolder[] = plans.map((plan, index) => ({
    id: folderIds[index] as number,
    storeId: plan.store.id,
    kind: plan.kind,
    validFrom: plan.validFrom,
    validTo: plan.validTo,
    titleNl: `${plan.themeNl} ${plan.store.titleNl}`,
    titleFr: `${plan.themeFr} ${plan.store.titleFr}`,
    itemIds: [],
  }));
  const sources: FeedFolderSource[] = plans.map((plan, index) => ({
    id: folderIds[index] as number,
    storeId: plan.store.id,
    titleNl: (seeded[index] as SeededFolder).titleNl,
    titleFr: (seeded[index] as SeededFolder).titleFr,
    validFrom: plan.validFrom,
    validTo: plan.validTo,
    publishedAt: plan.publishedAt,
  }));

  const feedRows: FeedRow[] = [];
  const itemsByFolder: ItemPlan[][] = plans.map(() => []);
  itemPlans.forEach((item, index) => {
    const id = itemIds[index] as number;
    const plan = plans[item.planIndex] as FolderPlan;
    (seeded[item.planIndex] as SeededFolder).itemIds.push(id);
    itemsByFolder[item.planIndex]?.push(item);
    feedRows.push(
      feedRowForFolderItem(
        {
          id,
          titleNl: item.row.titleNl,
          titleFr: item.row.titleFr,
          contentNl: item.row.contentNl ?? null,
          contentFr: item.row.contentFr ?? null,
          brandId: item.product.brandId,
          categoryId: item.product.categoryId,
          newPrice: item.row.newPrice ?? null,
          oldPrice: item.row.oldPrice ?? null,
          discountTextNl: item.row.discountTextNl ?? null,
          discountTextFr: item.row.discountTextFr ?? null,
        },
        {
          folder: sources[item.planIndex] as FeedFolderSource,
          storeTitle: { nl: plan.store.titleNl, fr: plan.store.titleFr },
          brandTitle: { nl: item.product.brandTitle, fr: item.product.brandTitle },
          votes: drawVotes(votes, 'folderItem'),
        },
      ),
    );
  });
  plans.forEach((plan, index) => {
    const items = itemsByFolder[index] ?? [];
    const categoryCounts = new Map<number, number>();
    for (const item of items) categoryCounts.set(item.product.categoryId, (categoryCounts.get(item.product.categoryId) ?? 0) + 1);
    const topCategories = [...categoryCounts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 3);
    feedRows.push(
      feedRowForFolder(sources[index] as FeedFolderSource, {
        storeTitle: { nl: plan.store.titleNl, fr: plan.store.titleFr },
        categoryIds: topCategories.map(([id]) => id),
        itemTitles: {
          nl: items.slice(0, 8).map((item) => item.product.titleNl),
          fr: items.slice(0, 8).map((item) => item.product.titleFr),
        },
        votes: drawVotes(votes, 'folder'),
      }),
    );
  });
  return { folders: seeded, feedRows };
}
