/** Titles that start with a digit or a sign share one group, listed first (as the API's A–Z order has them). */
export const OTHER_LETTER = '#';
export const LETTERS: readonly string[] = [OTHER_LETTER, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** The letter a title is filed under: its first letter without accent ("Écolo" → E), else `#`. */
export function letterOf(title: string): string {
  const first = title.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : OTHER_LETTER;
}

export type LetterGroup<T> = { letter: string; entries: T[] };

/**
 * Entries in A–Z order grouped by letter, in the order of LETTERS. The API sorts by collation, so a
 * letter may come back in two runs (e.g. "Île" after "Ikea"); grouping by key keeps them together.
 */
export function groupByLetter<T extends { title: string }>(entries: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.title);
    const group = groups.get(letter);
    if (group) group.push(entry);
    else groups.set(letter, [entry]);
  }
  return LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({ letter, entries: groups.get(letter) ?? [] }));
}

/** The id of a letter's section, for the letter navigation's `#…` links. */
export function letterAnchor(prefix: string, letter: string): string {
  return `${prefix}-${letter === OTHER_LETTER ? '0-9' : letter.toLowerCase()}`;
}

/** True when `letter` comes after every letter loaded so far (more pages may still bring it). */
export function isBeyond(letter: string, loaded: readonly string[]): boolean {
  const last = loaded.reduce((max, current) => Math.max(max, LETTERS.indexOf(current)), -1);
  return LETTERS.indexOf(letter) > last;
}
