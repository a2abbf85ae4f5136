import type { Locale } from '@/lib/i18n/routing';
import { pick } from './locale';

/**
 * The one bilingual presenter: an entity row stores each translated field twice (`titleNl`,
 * `titleFr`, `slugNl`, …); the API answers one language. `localized(row, locale)` gives every such
 * pair as one field (`title`, `slug`, …) in the request language, French falling back to Dutch when
 * empty (`pick`). The field names and types come from the row's own type, so a missing or misspelt
 * column is a type error, not an `undefined` on the wire.
 */

/** The base names `x` of a row's `xNl` / `xFr` column pairs. */
export type BilingualField<R> = {
  [K in keyof R & string]: K extends `${infer Base}Nl` ? (`${Base}Fr` extends keyof R ? Base : never) : never;
}[keyof R & string];

/** A row's bilingual fields in one language. */
export type Localized<R> = { [B in BilingualField<R>]: R[`${B}Nl` & keyof R] | R[`${B}Fr` & keyof R] };

export function localized<R extends object>(row: R, locale: Locale): Localized<R> {
  const values: Record<string, unknown> = {};
  const columns = row as Record<string, unknown>;
  for (const key of Object.keys(columns)) {
    if (!key.endsWith('Nl')) continue;
    const base = key.slice(0, -2);
    if (`${base}Fr` in columns) values[base] = pick(locale, columns[key], columns[`${base}Fr`]);
  }
  return values as Localized<R>;
}
