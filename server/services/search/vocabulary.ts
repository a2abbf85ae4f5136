import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client';
import { articles, brands, categories, folderItems, products, stores, webshops } from '../../db/schema';
import { CURATED_WORDS } from './curated-words';
import { keptFresh } from './kept-fresh';
import { buildLexicon, corrections, type Lexicon } from './lexicon';
import { fold, wordsOf } from './query';

/**
 * The bilingual vocabulary (docs/search.md, "Cross-language"): Dutch ↔ French word pairs that let a
 * query in one language find a post written in the other. Derived from the catalogue's own
 * translations (category titles, product and folder item titles) plus the curated shopping words,
 * and kept per database for a few minutes: the catalogue changes rarely, and reading it on every
 * keystroke would cost more than the search itself.
 */

export type Vocabulary = ReadonlyMap<string, readonly string[]>;

const TTL_MS = 10 * 60_000;
/** ts_stat's query (a constant): the unaccented words of the 20,000 newest active promos' titles. */
const PROMO_WORDS_QUERY = `select to_tsvector('simple', f_unaccent(title_nl) || ' ' || f_unaccent(title_fr)) from feed_items where is_active order by published_at desc limit 20000`;
/** Quantities, units and articles carry no meaning across languages ("Truffels 200 g" / "Truffes 200 g"). */
const NOISE = new Set([
  'g', 'kg', 'ml', 'cl', 'l', 'x', 'cm', 'mm', 'w', 'v', 'tb', 'to', 'gb', 'go', 'stuks', 'pieces', 'inch', 'pouces',
  'de', 'het', 'een', 'le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'd', 'au', 'aux', 'je', 'uw', 'votre', 'vos',
  'alle', 'tous', 'toutes', 'tout', 'voor', 'pour', 'met', 'avec', 'van', 'en', 'et',
]);
/** Separators that split a title into parallel parts ("Koffie & thee" / "Café & thé"). */
const PARTS = /\s*(?:&|,|\/|\+|\sen\s|\set\s)\s*/;

function contentWords(text: string): string[] {
  return wordsOf(fold(text)).filter((word) => !NOISE.has(word) && !/^\d/.test(word));
}

/** The word pairs one translated title gives: parallel parts that are one word on each side. */
export function pairsOfTitle(nl: string, fr: string): [string, string][] {
  const partsNl = nl.split(PARTS);
  const partsFr = fr.split(PARTS);
  if (partsNl.length !== partsFr.length) return [];
  const pairs: [string, string][] = [];
  partsNl.forEach((part, index) => {
    const [wordNl, ...restNl] = contentWords(part);
    const [wordFr, ...restFr] = contentWords(partsFr[index] ?? '');
    if (wordNl && wordFr && restNl.length === 0 && restFr.length === 0 && wordNl.length > 1 && wordFr.length > 1) {
      pairs.push([wordNl, wordFr]);
    }
  });
  return pairs;
}

function add(map: Map<string, Set<string>>, from: string, to: string): void {
  if (from === to) return;
  let set = map.get(from);
  if (!set) map.set(from, (set = new Set()));
  set.add(to);
}

/** Builds the two-way map from title pairs (the curated words are always in). */
export function buildVocabulary(titlePairs: Iterable<readonly [string, string]>): Vocabulary {
  const map = new Map<string, Set<string>>();
  const pairs: [string, string][] = CURATED_WORDS.map(([nl, fr]) => [nl, fr]);
  for (const [nl, fr] of titlePairs) pairs.push(...pairsOfTitle(nl, fr));
  for (const [nl, fr] of pairs) {
    add(map, nl, fr);
    add(map, fr, nl);
  }
  return new Map([...map].map(([word, set]) => [word, [...set].slice(0, 4)]));
}

/** Every translated title of the catalogue (Dutch, French), and the titles that exist in one language. */
async function readTitles(db: Db): Promise<{ pairs: [string, string][]; single: string[] }> {
  const pairs = await executeRows<{ nl: string; fr: string }>(
    db,
    sql`select title_nl as nl, title_fr as fr from ${categories}
      union select simplified_title_nl, simplified_title_fr from ${categories} where simplified_title_nl is not null and simplified_title_fr is not null
      union select title_nl, title_fr from ${products}
      union select title_nl, title_fr from ${brands}
      union select title_nl, title_fr from ${stores}
      union select title_nl, title_fr from ${webshops}
      union (select distinct title_nl, title_fr from ${folderItems} limit 20000)`,
  );
  const single = await executeRows<{ title: string }>(db, sql`select title from ${articles} where published_at is not null limit 5000`);
  // The words of the newest promos' titles (posts are in one language, so they pair nothing): read as
  // distinct words by ts_stat, so 100,000 titles do not cross into JavaScript.
  const promoWords = await executeRows<{ word: string }>(
    db,
    sql`select word from ts_stat(${PROMO_WORDS_QUERY}) where length(word) >= 3 limit 50000`,
  );
  return { pairs: pairs.map((row) => [row.nl, row.fr]), single: [...single.map((row) => row.title), ...promoWords.map((row) => row.word)] };
}

/** The vocabulary and the lexicon of typo corrections, built from the same read. */
export type SearchWords = { vocabulary: Vocabulary; lexicon: Lexicon };

function buildSearchWords(titles: { pairs: [string, string][]; single: string[] }): SearchWords {
  const words: string[] = [];
  for (const [nl, fr] of titles.pairs) words.push(...wordsOf(fold(nl)), ...wordsOf(fold(fr)));
  for (const title of titles.single) words.push(...wordsOf(fold(title)));
  for (const [nl, fr] of CURATED_WORDS) words.push(nl, fr);
  return { vocabulary: buildVocabulary(titles.pairs.filter(([nl, fr]) => nl !== fr)), lexicon: buildLexicon(words) };
}

/**
 * The vocabulary and lexicon of this database: built once (warmed at server start, warm-up.ts) and
 * rebuilt in the background when older than ten minutes, so no request waits for a rebuild.
 */
export const searchWordsOf = keptFresh('search_words', TTL_MS, async (db) => buildSearchWords(await readTitles(db)));

/** Each word as typed, or as the known word it is a typo of. */
export function spellingsOf(words: SearchWords, typed: readonly string[]): string[][] {
  return typed.map((word) => [word, ...corrections(words.lexicon, word)]);
}

/** Each spelling of each query word with its translations. */
export function alternativesOf(words: SearchWords, spellings: readonly (readonly string[])[]): string[][] {
  return spellings.map((meant) => {
    const all = new Set<string>();
    for (const each of meant) {
      all.add(each);
      for (const translation of words.vocabulary.get(each) ?? []) all.add(translation);
    }
    return [...all].slice(0, 8);
  });
}
