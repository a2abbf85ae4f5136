/**
 * Typo correction against the site's own words (docs/search.md, "Typos"): the distinct words of
 * the titles of categories, products, brands, stores, webshops, folder items, articles and the newest
 * promos, kept in memory with the vocabulary. A query word that starts no known word is compared, by trigrams as pg_trgm counts
 * them, with the known words; the closest ones join the full-text query ("koffei" → koffie,
 * "nespreso" → nespresso). The feed's 100,000 titles are thus never scanned by similarity.
 */

/** Words shorter than this are prefixes being typed, not typos. */
const MIN_TYPO_LENGTH = 4;
/** pg_trgm's similarity (shared / all trigrams) from which a word is a typo of another. */
const TYPO_SIMILARITY = 0.4;
const MAX_CORRECTIONS = 2;
/** A typo changes a few letters: "koffiemachine" is not a typo of "koffie", though they share 6 trigrams. */
const closeInLength = (a: string, b: string) => Math.abs(a.length - b.length) <= Math.max(2, Math.floor(a.length / 4));

export type Lexicon = {
  /** Sorted, for prefix look-ups. */
  readonly sorted: readonly string[];
  readonly trigrams: ReadonlyMap<string, readonly string[]>;
  /** How many trigrams each word has. */
  readonly sizes: ReadonlyMap<string, number>;
};

/** pg_trgm's trigrams of one word: two spaces before, one after. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) set.add(padded.slice(index, index + 3));
  return set;
}

export function buildLexicon(words: Iterable<string>): Lexicon {
  const unique = new Set<string>();
  for (const word of words) if (word.length >= 3 && !/^\d+$/.test(word)) unique.add(word);
  const sorted = [...unique].sort();
  // An inverted index from trigram to words, so a lookup only compares words sharing a trigram.
  const trigrams = new Map<string, string[]>();
  const sizes = new Map<string, number>();
  for (const word of sorted) {
    const own = trigramsOf(word);
    sizes.set(word, own.size);
    for (const trigram of own) {
      const list = trigrams.get(trigram);
      if (list) list.push(word);
      else trigrams.set(trigram, [word]);
    }
  }
  return { sorted, trigrams, sizes };
}

function startsSomeWord(lexicon: Lexicon, prefix: string): boolean {
  let low = 0;
  let high = lexicon.sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((lexicon.sorted[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return (lexicon.sorted[low] ?? '').startsWith(prefix);
}

/** The known words a typed word is probably a typo of (none when it starts a known word). */
export function corrections(lexicon: Lexicon, word: string): string[] {
  if (word.length < MIN_TYPO_LENGTH || /^\d+$/.test(word) || startsSomeWord(lexicon, word)) return [];
  const own = trigramsOf(word);
  const shared = new Map<string, number>();
  for (const trigram of own) {
    for (const candidate of lexicon.trigrams.get(trigram) ?? []) shared.set(candidate, (shared.get(candidate) ?? 0) + 1);
  }
  const scored: [string, number][] = [];
  for (const [candidate, count] of shared) {
    const score = count / (own.size + (lexicon.sizes.get(candidate) ?? 0) - count);
    if (score >= TYPO_SIMILARITY && closeInLength(word, candidate)) scored.push([candidate, score]);
  }
  return scored
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_CORRECTIONS)
    .map(([candidate]) => candidate);
}
