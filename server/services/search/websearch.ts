import { fold, wordsOf } from './query';
import { alternativesOf, spellingsOf, type SearchWords } from './vocabulary';

/**
 * The results page's query (the feed's `filters[q]`, docs/search.md "The results query"): web search
 * syntax as PostgreSQL's `websearch_to_tsquery` reads it — words, "quoted phrases", `-excluded` words
 * or phrases, `or` between alternatives — with each plain word widened by the search engine's typo
 * corrections and Dutch ↔ French translations, as the suggestions are. Like query.ts, only runs of
 * letters and digits reach the tsquery text, so nothing a visitor types is tsquery syntax.
 */

/** A word, or a phrase (several words in order, never widened: quotes mean exactly these words). */
type Term = readonly string[];

export type Websearch = {
  /** Every group must match; a group matches when one of its terms does (`a or b`). */
  groups: Term[][];
  /** None of these may match. */
  excluded: Term[];
};

/** The tsquery texts of a results query: what must match (null: anything) and what must not. */
/**
 * The tsquery texts of a results query: what must match, what must not, and `inTitle`, the same as
 * `must` in the titles only (the `relevance` order puts those first).
 */
export type TextSearch = { must: string | null; mustNot: string | null; inTitle?: string | null };

/** The filter accepts 200 characters; past a handful of terms a query adds nothing but cost. */
const MAX_TERMS = 8;
/** A quoted phrase (an unclosed quote runs to the end), or a run of anything else but spaces and quotes. */
const TOKEN = /(-?)"([^"]*)"?|(-?)([^\s"]+)/g;

export function readWebsearch(raw: string): Websearch {
  const groups: Term[][] = [];
  const excluded: Term[] = [];
  let orNext = false;
  let terms = 0;
  for (const match of fold(raw).matchAll(TOKEN)) {
    if (terms >= MAX_TERMS) break;
    const quoted = match[2] !== undefined;
    const negated = (quoted ? match[1] : match[3]) === '-';
    const body = (quoted ? match[2] : match[4]) ?? '';
    if (!quoted && !negated && body === 'or') {
      orNext = groups.length > 0;
      continue;
    }
    const words = wordsOf(body, MAX_TERMS);
    if (words.length === 0) continue;
    terms += 1;
    if (negated) excluded.push(words);
    else if (orNext) groups.at(-1)?.push(words);
    else groups.push([words]);
    orNext = false;
  }
  return { groups, excluded };
}

/**
 * One term's tsquery: a phrase as `a <-> b`; a word as `(word:* | correction:* | translation:*…)`, as
 * prefixes so that a Dutch compound is found by its first word ("koffie" → "koffiemachine"), or
 * exactly when excluded (`-kaas` must not hide "kaasschaaf").
 */
/** `weight` 'A' matches the words in the title only (the search vectors weigh titles A, other text B). */
function termText(term: Term, widen: (word: string) => readonly string[], prefix: boolean, weight = ''): string {
  if (term.length > 1) return `(${term.map((word) => (weight ? `${word}:${weight}` : word)).join(' <-> ')})`;
  const word = term[0] ?? '';
  return `(${[...new Set([word, ...widen(word)])].map((each) => (prefix ? `${each}:*${weight}` : weight ? `${each}:${weight}` : each)).join(' | ')})`;
}

/**
 * The tsquery texts of a results query. With `words` (the vocabulary and lexicon), a word also matches
 * its typo corrections and translations, an excluded word its translations (not its corrections: a
 * word excluded on purpose is typed on purpose). Without, the words as typed.
 */
export function textSearchOf(raw: string, words: SearchWords | null): TextSearch {
  const { groups, excluded } = readWebsearch(raw);
  const widened = (spell: boolean) => (word: string) =>
    words ? (alternativesOf(words, spell ? spellingsOf(words, [word]) : [[word]])[0] ?? []) : [];
  const all = (weight: string) => groups.map((group) => `(${group.map((term) => termText(term, widened(true), true, weight)).join(' | ')})`).join(' & ');
  const must = all('');
  const mustNot = excluded.map((term) => termText(term, widened(false), false)).join(' | ');
  return { must: must || null, mustNot: mustNot || null, inTitle: all('A') || null };
}
