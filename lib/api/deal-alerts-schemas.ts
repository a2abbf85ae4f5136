import { z } from 'zod';

/**
 * The bodies of the members' deal alert calls (docs/deal-alerts.md, "Member calls"): one schema per
 * payload, used by the API routes and by the forms that send them. Messages are English, as every API
 * body's; the site shows its own translated ones.
 */

/** The excluded words column's size. */
export const EXCLUDED_WORDS_MAX = 255;
/** The price cap's column is numeric(10, 2). */
export const MAX_PRICE_LIMIT = 99_999_999.99;
/** Far beyond any rating a promo reaches, and inside PostgreSQL's integer. */
export const MIN_TEMPERATURE_LIMIT = 1_000_000;

const periodFlag = (name: string) => z.boolean({ error: `The ${name} must be true or false.` }).optional();

const periodFields = {
  daily_email_notification: periodFlag('daily e-mail setting'),
  weekly_email_notification: periodFlag('weekly e-mail setting'),
};

type PeriodFields = { daily_email_notification?: boolean; weekly_email_notification?: boolean };

const notBoth = (body: PeriodFields) => !(body.daily_email_notification === true && body.weekly_email_notification === true);
const NOT_BOTH = { message: 'Choose either a daily or a weekly e-mail, not both.', path: ['weekly_email_notification'] };

const objectError = { error: 'The request body must be a JSON object.' };

/**
 * `PUT /{stores|webshops|brands|products|categories}/{id}/subscribe`: the alert's period, both absent
 * or false meaning in-site notifications only. Other fields are ignored (earlier clients sent any
 * object).
 */
export const entitySubscribeBody = z.object(periodFields, objectError).refine(notBoth, NOT_BOTH);
export type EntitySubscribeBody = z.infer<typeof entitySubscribeBody>;

/**
 * Words a keyword alert's promos must not contain, as typed ("refurbished, -tweedehands"): split on
 * spaces and commas, a leading minus dropped, kept as one space-separated line; empty is none (null).
 */
export const excludedWordsField = z
  .string({ error: 'The excluded words must be text.' })
  .max(EXCLUDED_WORDS_MAX, `The excluded words may not be longer than ${EXCLUDED_WORDS_MAX} characters.`)
  .transform((value) =>
    value
      .split(/[\s,;]+/u)
      .map((word) => word.replace(/^-+/u, ''))
      .filter((word) => word !== ''),
  )
  .refine((words) => words.every((word) => /[\p{L}\p{N}]/u.test(word)), 'The excluded words must be words separated by spaces.')
  .transform((words) => (words.length === 0 ? null : words.join(' ')))
  .nullable();

/** The highest price a keyword alert's promos may have, in euro. */
export const maxPriceField = z
  .number({ error: 'The maximum price must be a number.' })
  .min(0, 'The maximum price may not be negative.')
  .max(MAX_PRICE_LIMIT, `The maximum price may not be more than ${MAX_PRICE_LIMIT}.`)
  .transform((value) => Math.round(value * 100) / 100)
  .nullable();

/** The temperature (rating) a promo must reach before a keyword alert fires. */
export const minTemperatureField = z
  .number({ error: 'The minimum temperature must be a whole number.' })
  .int('The minimum temperature must be a whole number.')
  .min(-MIN_TEMPERATURE_LIMIT, `The minimum temperature must be between -${MIN_TEMPERATURE_LIMIT} and ${MIN_TEMPERATURE_LIMIT}.`)
  .max(MIN_TEMPERATURE_LIMIT, `The minimum temperature must be between -${MIN_TEMPERATURE_LIMIT} and ${MIN_TEMPERATURE_LIMIT}.`)
  .nullable();

/** The limits only a keyword alert has (absent: unchanged; null: none). */
export const keywordLimitFields = {
  excluded_words: excludedWordsField.optional(),
  max_price: maxPriceField.optional(),
  min_temperature: minTemperatureField.optional(),
};

export const KEYWORD_ONLY_FIELDS = ['excluded_words', 'max_price', 'min_temperature'] as const;

/**
 * `PATCH /subscriptions/{id}`: the period (daily or weekly switches the other off; both true is
 * refused) and, on keyword alerts only, the limits. Unknown fields are refused: a misspelt field
 * would otherwise change nothing and answer 200.
 */
export const alertPatchBody = z
  .strictObject(
    { ...periodFields, ...keywordLimitFields },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`
          : 'The request body must be a JSON object.',
    },
  )
  .refine(notBoth, NOT_BOTH);
export type AlertPatch = z.infer<typeof alertPatchBody>;
/** What a client sends (numbers and text before the schema's clean-up). */
export type AlertPatchInput = z.input<typeof alertPatchBody>;
