/** Words an adult reads per minute on a screen, the usual basis of "x min read". */
const WORDS_PER_MINUTE = 200;

/** Minutes it takes to read an article's HTML (at least 1). */
export function readingMinutes(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
  const words = text ? text.split(/\s+/).length : 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
