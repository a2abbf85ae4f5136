import { z } from 'zod';

/** docs/product.md, Limits: prices are at most this. */
export const ALERT_MAX_PRICE = 999_999;
export const EXCLUDED_WORDS_MAX_LENGTH = 200;

/** The keyword alert limits form: text as typed (empty = no limit). */
export type KeywordLimitsValues = { excluded_words: string; max_price: string; min_temperature: string };

const optionalNumber = (check: (value: number) => boolean, message: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const number = Number(value.replace(',', '.'));
      if (!Number.isFinite(number) || !check(number)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });

/** What `PATCH /subscriptions/{id}` takes for a keyword alert's limits (null clears one). */
export const keywordLimitsSchema = z.object({
  excluded_words: z
    .string()
    .trim()
    .max(EXCLUDED_WORDS_MAX_LENGTH, 'excluded_words')
    .transform((value) => (value === '' ? null : value)),
  max_price: optionalNumber((value) => value > 0 && value <= ALERT_MAX_PRICE, 'max_price'),
  min_temperature: optionalNumber((value) => Number.isInteger(value) && value >= -1000 && value <= 100_000, 'min_temperature'),
});
