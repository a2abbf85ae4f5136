import { z } from 'zod';
import { POSTAL_CODE_MAX, POSTAL_CODE_MIN, POSTAL_CODE_PATTERN } from './account-values';

/**
 * The address of a prize request (POST /prizes/{id}/request): the ONE schema for the form on
 * /prijzenpot/{prizeId} and the API route. Each issue's message is a key: the form shows
 * t(`prizes.errors.${key}`), the API answers the same key's text in the request's language.
 * Sizes are those of the prize_requests columns.
 */

export const PRIZE_COUNTRIES = ['BE', 'NL', 'LU', 'FR'] as const;
export type PrizeCountry = (typeof PRIZE_COUNTRIES)[number];

export const PRIZE_REQUEST_ERROR_KEYS = ['full_name', 'street', 'house_number', 'postal_code', 'city', 'country'] as const;
export type PrizeRequestErrorKey = (typeof PRIZE_REQUEST_ERROR_KEYS)[number];

/**
 * Postal codes by country: Belgium's as a member's settings take them (1000 to 9992), Luxembourg 4
 * digits, the Netherlands 4 digits and 2 letters, France 5 digits.
 */
const POSTAL_CODES: Record<PrizeCountry, (code: string) => boolean> = {
  BE: (code) => POSTAL_CODE_PATTERN.test(code) && Number(code) >= POSTAL_CODE_MIN && Number(code) <= POSTAL_CODE_MAX,
  LU: (code) => /^\d{4}$/.test(code),
  NL: (code) => /^\d{4} ?[A-Za-z]{2}$/.test(code),
  FR: (code) => /^\d{5}$/.test(code),
};

const text = (key: PrizeRequestErrorKey, max: number, min = 1) =>
  z.string({ error: key }).trim().min(min, key).max(max, key).refine((value) => /[\p{L}\p{N}]/u.test(value), key);

export const prizeRequestSchema = z
  .object({
    full_name: text('full_name', 255, 2),
    street: text('street', 255),
    house_number: z.string({ error: 'house_number' }).trim().min(1, 'house_number').max(32, 'house_number').regex(/^\d[\p{L}\p{N} /-]*$/u, 'house_number'),
    postal_code: z.string({ error: 'postal_code' }).trim().max(10, 'postal_code'),
    city: text('city', 255),
    country: z.enum(PRIZE_COUNTRIES, { error: 'country' }).default('BE'),
  })
  .superRefine((value, ctx) => {
    if (!POSTAL_CODES[value.country](value.postal_code)) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'postal_code' });
  });

/** What the form holds (country optional there too) and what the route receives. */
export type PrizeRequestInput = z.input<typeof prizeRequestSchema>;
export type PrizeRequestPayload = z.output<typeof prizeRequestSchema>;
