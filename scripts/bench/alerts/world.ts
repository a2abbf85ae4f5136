import { sql } from 'drizzle-orm';
import { mulberry32 } from '../../../server/db/seed/random';
import type { Db } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';
import { refreshAlertLexemes } from '../../../server/services/deal-alerts/match-keywords';
import { CURATED_WORDS } from '../../../server/services/search/curated-words';
import { searchWordsOf } from '../../../server/services/search/vocabulary';

/**
 * The deal-alert bench's database (`npm run bench:alerts`): a catalogue, members, `alerts` deal alerts
 * (entity and keyword mixed, members and confirmed guests) and promos not yet matched. Deterministic
 * (a seeded generator), so two runs at one scale measure the same work.
 */

export const CATALOGUE = { stores: 100, webshops: 300, brands: 1_000, products: 5_000, categories: 150 } as const;
export const MEMBERS = 20_000;
/** Promos in the index, ready to be matched one at a time. */
export const PROMOS = 2_000;

export type AlertWorldSize = { alerts: number };

const SYLLABLES = ['ka', 'lo', 'mer', 'vis', 'tra', 'pel', 'dor', 'sen', 'bri', 'qua', 'zon', 'fi', 'mul', 'ter', 'gra', 'ves', 'no', 'chi', 'ral', 'pu'];

/**
 * The words promos and alerts are made of: the curated shopping words of both languages (shared by
 * many alerts, and translated by the engine) and 3,000 made-up product words (each in a few alerts).
 */
export function benchWords(): { common: string[]; rare: string[] } {
  const random = mulberry32(7);
  const rare = new Set<string>();
  while (rare.size < 3_000) {
    const parts = 2 + Math.floor(random() * 2);
    rare.add(Array.from({ length: parts }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return { common: CURATED_WORDS.flatMap(([nl, fr]) => [nl, fr]), rare: [...rare] };
}

export function pickWord(random: () => number, words: { common: string[]; rare: string[] }): string {
  const list = random() < 0.3 ? words.common : words.rare;
  return list[Math.floor(random() * list.length)]!;
}

const ENTITY_TYPES = [
  ['Store', CATALOGUE.stores],
  ['Webshop', CATALOGUE.webshops],
  ['Brand', CATALOGUE.brands],
  ['Product', CATALOGUE.products],
  ['Category', CATALOGUE.categories],
] as const;

async function seedCatalogue(db: Db): Promise<void> {
  for (const [table, count] of [
    ['stores', CATALOGUE.stores],
    ['webshops', CATALOGUE.webshops],
    ['brands', CATALOGUE.brands],
    ['products', CATALOGUE.products],
    ['categories', CATALOGUE.categories],
  ] as const) {
    await db.execute(
      sql.raw(`insert into ${table} (title_nl, title_fr, slug_nl, slug_fr)
        select '${table} ' || i, '${table} fr ' || i, '${table}-' || i, '${table}-fr-' || i from generate_series(1, ${count}) i`),
    );
  }
  // Two levels of categories: the first 30 are parents of the rest.
  await db.execute(sql`update categories set parent_id = 1 + (id % 30) where id > 30`);
  await db.execute(
    sql.raw(`insert into users (fname, lname, email, locale)
      select 'Lid', 'Nummer ' || i, 'lid' || i || '@bench.test', case when i % 3 = 0 then 'fr' else 'nl' end from generate_series(1, ${MEMBERS}) i`),
  );
}

/** 60% entity alerts over the catalogue, 40% keyword alerts of one to three words, some with limits; a fifth guests. */
async function seedAlerts(db: Db, size: AlertWorldSize): Promise<void> {
  const random = mulberry32(42);
  const words = benchWords();
  const rows: (typeof schema.dealAlertSubscriptions.$inferInsert)[] = [];
  const seenQuery = new Set<string>();
  const seenEntity = new Set<string>();
  let made = 0;
  const flush = async () => {
    if (rows.length) await db.insert(schema.dealAlertSubscriptions).values(rows.splice(0)).onConflictDoNothing();
  };
  while (made < size.alerts) {
    const guest = random() < 0.2;
    const member = 1 + Math.floor(random() * MEMBERS);
    const owner = guest ? `gast${made}@bench.test` : `lid${member}@bench.test`;
    const base = { userId: guest ? null : member, email: owner, confirmedAt: new Date(), dailyEmailNotification: random() < 0.5 };
    if (random() < 0.6) {
      const [type, count] = ENTITY_TYPES[Math.floor(random() * ENTITY_TYPES.length)]!;
      const id = 1 + Math.floor(random() * count);
      const key = `${owner}:${type}:${id}`;
      if (seenEntity.has(key)) continue;
      seenEntity.add(key);
      rows.push({ ...base, subscriableType: type, subscriableId: id });
    } else {
      const length = random() < 0.7 ? 1 : random() < 0.7 ? 2 : 3;
      const query = Array.from({ length }, () => pickWord(random, words)).join(' ');
      const key = `${owner}:${query}`;
      if (seenQuery.has(key)) continue;
      seenQuery.add(key);
      rows.push({
        ...base,
        query,
        excludedWords: random() < 0.1 ? pickWord(random, words) : null,
        maxPrice: random() < 0.15 ? 10 + Math.floor(random() * 300) : null,
        minTemperature: random() < 0.1 ? 50 + Math.floor(random() * 200) : null,
      });
    }
    made += 1;
    if (rows.length >= 1_000) await flush();
  }
  await flush();
}

/** Promos of every kind but folders, titled from the same words, indexed and visible, none matched yet. */
async function seedPromos(db: Db): Promise<void> {
  const random = mulberry32(99);
  const words = benchWords();
  const rows: (typeof schema.feedItems.$inferInsert)[] = [];
  const published = new Date(Date.now() - 60_000);
  for (let index = 1; index <= PROMOS; index += 1) {
    const title = `${Array.from({ length: 3 + Math.floor(random() * 4) }, () => pickWord(random, words)).join(' ')} ${Math.floor(random() * 100)}%`;
    const kind = index % 3;
    rows.push({
      morphableType: kind === 0 ? 'Post' : kind === 1 ? 'OnlinePromo' : 'FolderItem',
      morphableId: index,
      titleNl: title,
      titleFr: title,
      keywordsNl: `${pickWord(random, words)} ${pickWord(random, words)}`,
      categoryIds: [31 + Math.floor(random() * (CATALOGUE.categories - 30))],
      webshopId: kind === 2 ? null : 1 + Math.floor(random() * CATALOGUE.webshops),
      storeId: kind === 1 ? null : 1 + Math.floor(random() * CATALOGUE.stores),
      brandId: random() < 0.5 ? 1 + Math.floor(random() * CATALOGUE.brands) : null,
      price: random() < 0.8 ? 5 + Math.floor(random() * 400) : null,
      rating: Math.floor(random() * 150),
      publishedAt: published,
    });
  }
  for (let start = 0; start < rows.length; start += 500) await db.insert(schema.feedItems).values(rows.slice(start, start + 500));
}

export async function seedAlertWorld(db: Db, size: AlertWorldSize, log: (message: string) => void): Promise<void> {
  let started = Date.now();
  await seedCatalogue(db);
  log(`catalogue and ${MEMBERS} members in ${Date.now() - started} ms`);
  started = Date.now();
  await seedAlerts(db, size);
  log(`${size.alerts} alerts in ${Date.now() - started} ms`);
  started = Date.now();
  await seedPromos(db);
  log(`${PROMOS} promos in ${Date.now() - started} ms`);
  // As on a running site: every keyword alert's lexemes and queries computed (the matcher does it
  // for new ones before matching).
  started = Date.now();
  const computed = await refreshAlertLexemes(db, await searchWordsOf(db), new Date());
  log(`lexemes and queries of ${computed} keyword alerts in ${Date.now() - started} ms`);
}
