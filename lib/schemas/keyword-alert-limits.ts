import { z } from 'zod';
import { excludedWordsField, maxPriceField, minTemperatureField } from '@/lib/api/deal-alerts-schemas';

/** The keyword alert limits form: text as typed (empty = no limit). */
export type KeywordLimitsValues = { excluded_words: string; max_price: string; min_temperature: string };

/** A number as typed in Belgium ("59,90"); empty is none. Not a number stays NaN, which the field refuses. */
/** A number as typed (a decimal comma or point); anything else ("1e3", "0x10", "12.5.1") is no number. */
const typedNumber = (value: string): number | null => {
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
};

/**
 * The limits form's values checked by the same fields as `PATCH /subscriptions/{id}`
 * (lib/api/deal-alerts-schemas.ts), giving the patch the call sends.
 */
export const keywordLimitsSchema = z.object({
  excluded_words: z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(excludedWordsField),
  max_price: z.string().transform(typedNumber).pipe(maxPriceField),
  min_temperature: z.string().transform(typedNumber).pipe(minTemperatureField),
});
