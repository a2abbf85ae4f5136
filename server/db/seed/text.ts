/** URL slug: accents removed, lower case, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Makes slugs unique within one list by appending -2, -3… to repeats. */
export function uniqueSlugger(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = slugify(text) || 'item';
    let slug = base;
    for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}

/** A price as the shop shows it: `€ 12,99` in Dutch, `12,99 €` in French. */
export function euro(amount: number, locale: 'nl' | 'fr'): string {
  const text = amount.toFixed(2).replace('.', ',');
  const whole = text.endsWith(',00') ? text.slice(0, -3) : text;
  return locale === 'nl' ? `€ ${whole}` : `${whole} €`;
}

/** A believable shelf price: rounded to end in 9 cents (or whole euros above 100). */
export function shelfPrice(amount: number): number {
  if (amount >= 100) return Math.max(10, Math.round(amount / 10) * 10) - 1;
  if (amount >= 10) return Math.max(1, Math.round(amount * 2) / 2) - 0.01;
  const tenths = Math.max(2, Math.round(amount * 10));
  return round2(tenths / 10 - 0.01);
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;
