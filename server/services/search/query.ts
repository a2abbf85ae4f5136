/**
 * What a typed search means before it reaches SQL (docs/search.md, "Reading the query"). Everything
 * here is plain string work: the words that reach `to_tsquery` are letters and digits only, so no
 * tsquery, LIKE or regex metacharacter typed by a visitor ever has a meaning in SQL.
 */

/** Longer input is cut: no product title needs more, and it bounds the work a query can cause. */
export const MAX_SEARCH_LENGTH = 100;
/** At most this many words take part (the rest of a pasted sentence adds nothing to a suggestion). */
const MAX_WORDS = 6;
/** Below this many letters, trigram similarity means nothing: only prefixes match. */
export const FUZZY_MIN_LENGTH = 3;

export type SearchQuery = {
  /** Lower case, accents removed, spaces collapsed: compared with `lower(f_unaccent(title))`. */
  text: string;
  /** The words of `text` (letters and digits only). */
  words: string[];
  /** Per word, the word and the known words it may be a typo of (set by the caller; lexicon.ts). */
  spellings: string[][];
  /** "folder", "folders van Aldi", "dépliants Bouwhuis": only folder suggestions, for `text` as a store name. */
  folderJump: boolean;
};

/** Accent-free lower case, as PostgreSQL's unaccent does for the Latin letters of both languages. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** Letters and digits runs of a folded text (at most `max`). */
export function wordsOf(folded: string, max = MAX_WORDS): string[] {
  return folded.match(/[\p{L}\p{N}]+/gu)?.slice(0, max) ?? [];
}

const FOLDER_WORD = /^(?:folders?|depliants?)$/;
/** Words between "folder" and a store name: "folder van Aldi", "dépliant de Brico", "folders (van) X". */
const LINKING_WORDS = new Set(['van', 'de', 'du', 'des', 'la', 'le', 'het', 'd', 's', 'l']);

/**
 * Reads a typed search. Null when nothing searchable is left (only punctuation, emoji or spaces).
 * A folder word at the start or the end ("bouwhuis folder") makes a folder jump; the remaining words
 * are the store to look for (none: the current folders of the popular stores).
 */
export function readSearch(raw: string): SearchQuery | null {
  const folded = fold(raw.slice(0, MAX_SEARCH_LENGTH * 2)).slice(0, MAX_SEARCH_LENGTH);
  let words = wordsOf(folded);
  if (words.length === 0) return null;
  let folderJump = false;
  if (FOLDER_WORD.test(words[0] ?? '')) {
    folderJump = true;
    words = words.slice(1);
    while (words.length > 0 && LINKING_WORDS.has(words[0] ?? '')) words = words.slice(1);
  } else if (words.length > 1 && FOLDER_WORD.test(words.at(-1) ?? '')) {
    folderJump = true;
    words = words.slice(0, -1);
  }
  return { text: words.join(' '), words, spellings: words.map((word) => [word]), folderJump };
}

/** `text` with LIKE's metacharacters escaped (the default escape character, backslash). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
