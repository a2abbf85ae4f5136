import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client';
import { categories, folderItems, products } from '../../db/schema';
import { CURATED_WORDS } from './curated-words';
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

async function readTitlePairs(db: Db): Promise<[string, string][]> {
  const rows = await executeRows<{ nl: string; fr: string }>(
    db,
    sql`select title_nl as nl, title_fr as fr from ${categories}
      union select simplified_title_nl, simplified_title_fr from ${categories} where simplified_title_nl is not null and simplified_title_fr is not null
      union select title_nl, title_fr from ${products} where title_nl <> title_fr
      union (select distinct title_nl, title_fr from ${folderItems} where title_nl <> title_fr limit 20000)`,
  );
  return rows.map((row) => [row.nl, row.fr]);
}

const cache = new WeakMap<Db, { at: number; vocabulary: Promise<Vocabulary> }>();

/** The vocabulary of this database, rebuilt when older than ten minutes. */
export function vocabularyOf(db: Db): Promise<Vocabulary> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.vocabulary;
  const vocabulary = readTitlePairs(db).then(buildVocabulary);
  cache.set(db, { at: Date.now(), vocabulary });
  vocabulary.catch(() => cache.delete(db));
  return vocabulary;
}

/** Each query word with its translations (the word itself first). */
export function translations(vocabulary: Vocabulary, words: readonly string[]): string[][] {
  return words.map((word) => [word, ...(vocabulary.get(word) ?? [])]);
}
