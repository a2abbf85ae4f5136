import { z } from 'zod';
import { addDays, belgianToday } from '@/lib/dates/belgian-day';
import { isIsoDate } from '@/lib/dates/calendar-day';
import { STORAGE_DISKS } from './upload';

/**
 * The post payload (docs/posting.md, Rules): ONE schema for the post wizard's form (react-hook-form +
 * zodResolver) and for `POST /posts`. Every issue's message is an error key; the wizard shows
 * t(`post.errors.${key}`) and the API answers the same key in the request's language.
 *
 * Input accepts what the form holds (Dates, numbers typed as strings, empty strings for cleared fields)
 * as well as the wire shape (YYYY-MM-DD strings, numbers); output is always the wire shape.
 */

export const POST_KINDS = ['default', 'discount', 'question'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** promo_types.kind (1, 2, 3) as the schema's kind. */
export const POST_KIND_BY_CODE: Readonly<Record<number, PostKind>> = { 1: 'default', 2: 'discount', 3: 'question' };

/** The report type's id: reports (and their subtypes) need a category and earn the optional-content bonus. */
export const REPORT_TYPE_ID = 1;

export const POST_LIMITS = {
  images: 4,
  /** At most this many images from one paste. */
  paste: 3,
  categories: 2,
  anotherType: 22,
  numberMax: 999_999,
  title: 255,
  content: 20_000,
  quote: 2_000,
  discountCode: 255,
  originUrl: 2048,
  imagePath: 1024,
} as const;

export const POST_ERROR_KEYS = [
  'title',
  'content',
  'quote',
  'category',
  'origin_url',
  'format',
  'date_range',
  'numbers_only',
  // A percentage discount above 100; an old price not above the new one.
  'discount_percent',
  'price_order',
  'discount_code',
  'webshop',
  'expired_at',
  'started_at',
  'type',
  // The server's alone: an image path that is not one of the author's own uploads (docs/storage.md).
  'own_images',
] as const;
export type PostErrorKey = (typeof POST_ERROR_KEYS)[number];

export const DISCOUNT_TYPES = ['percent', 'euro'] as const;
/** A discount in percent takes at most the whole price. */
const MAX_PERCENT = 100;

/** The fields of the report's optional-content step: filling any of them earns the optional-content bonus. */
export const OPTIONAL_CONTENT_FIELDS = [
  'only_price',
  'old_price',
  'new_price',
  'only_discount',
  'discount_value',
  'only_another_type',
  'another_type',
  'discount_code',
  'webshop_id',
  'started_at',
  'expired_at',
  'free_shipping',
  'shipping_number',
] as const;

const MAX_ID = 2_147_483_647;
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A record id: a positive integer (a numeric string from a select is accepted); `required` refuses a blank one. */
function idField(key: PostErrorKey, required = false) {
  return z.union([z.number(), z.string(), z.null()], { error: key }).optional().transform((value, ctx): number | undefined => {
    if (blank(value)) {
      if (!required) return undefined;
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    const id = typeof value === 'string' ? Number(value.trim()) : Number(value);
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    return id;
  });
}

/** A price, discount value or shipping number: above 0, at most POST_LIMITS.numberMax, cents at most. */
function amountField(key: 'format' | 'numbers_only') {
  return z.union([z.number(), z.string(), z.null()], { error: key }).optional().transform((value, ctx): number | undefined => {
    if (blank(value)) return undefined;
    const text = typeof value === 'string' ? value.trim().replace(',', '.') : null;
    const amount = text === null ? Number(value) : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(amount) || amount <= 0 || amount > POST_LIMITS.numberMax) {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    return Math.round(amount * 100) / 100;
  });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A day: a Date from the form's date picker (its local calendar day) or YYYY-MM-DD from the wire. */
function dayField(requiredKey?: PostErrorKey) {
  return z.union([z.date(), z.string(), z.null()], { error: 'format' }).optional().transform((value, ctx): string | undefined => {
    if (blank(value)) {
      if (requiredKey) ctx.addIssue({ code: 'custom', message: requiredKey });
      return undefined;
    }
    if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    } else if (typeof value === 'string' && isIsoDate(value.trim())) {
      return value.trim();
    }
    ctx.addIssue({ code: 'custom', message: 'format' });
    return z.NEVER;
  });
}

const flag = z.boolean().nullish().transform((value) => value ?? false);

function optionalText(max: number, key: PostErrorKey, required = false) {
  return z
    .string({ error: key })
    .nullish()
    .transform((value, ctx): string | undefined => {
      const text = value?.trim() ?? '';
      if (text === '' && !required) return undefined;
      if (text === '' || text.length > max) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return text;
    });
}

function requiredText(max: number, key: PostErrorKey) {
  return z
    .string({ error: key })
    .nullish()
    .transform((value, ctx): string => {
      const text = value?.trim() ?? '';
      if (text === '' || text.length > max) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return text;
    });
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/**
 * The origin URL as the member typed it, given a scheme when it is a bare domain ("shop.be/actie").
 * Only http(s) addresses on a host with a dotted name count.
 */
export function normaliseOriginUrl(raw: string): string | null {
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  const candidate = hasScheme ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const labels = url.hostname.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !/^[a-z]{2,63}$/i.test(tld) || !labels.every((label) => HOST_LABEL.test(label))) return null;
  if (url.username !== '' || url.password !== '') return null;
  return candidate;
}

const originUrlField = z
  .string({ error: 'origin_url' })
  .nullish()
  .transform((value, ctx): string | undefined => {
    if (blank(value)) return undefined;
    const url = value && value.length <= POST_LIMITS.originUrl ? normaliseOriginUrl(value) : null;
    if (url === null || url.length > POST_LIMITS.originUrl) {
      ctx.addIssue({ code: 'custom', message: 'origin_url' });
      return z.NEVER;
    }
    return url;
  });

const imageSchema = z.object({
  name: z.string({ error: 'format' }).max(POST_LIMITS.imagePath, { error: 'format' }).default(''),
  url: z.string({ error: 'format' }).max(POST_LIMITS.originUrl, { error: 'format' }).default(''),
  path: z.string({ error: 'format' }).trim().min(1, { error: 'format' }).max(POST_LIMITS.imagePath, { error: 'format' }),
  disk: z.enum(STORAGE_DISKS, { error: 'format' }).default('local'),
});

export interface PostSchemaOptions {
  /** "Today" for the rule that no date lies before yesterday (Belgian calendar days); defaults to now. */
  today?: Date;
  /** True when the chosen type is a report (REPORT_TYPE_ID or one of its subtypes): at least one category. */
  report?: boolean;
}

/**
 * The payload of a post of the given kind (the chosen subtype's kind from GET /types).
 * Discount posts need discount_code, webshop_id and expired_at; started_at is needed when not_started.
 */
export function postPayloadSchema(kind: PostKind, opts: PostSchemaOptions = {}) {
  const discount = kind === 'discount';
  const earliestDay = addDays(belgianToday(opts.today ?? new Date()), -1);

  return z
    .object({
      // idField answers an id or an issue when required, never undefined.
      type_id: idField('type', true).transform((id) => id as number),
      categories: z
        .array(z.union([z.number(), z.string()]), { error: 'category' })
        .nullish()
        .transform((values, ctx): number[] => {
          const ids = (values ?? []).map((value) => (typeof value === 'string' ? Number(value.trim()) : value));
          if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID)) {
            ctx.addIssue({ code: 'custom', message: 'category' });
            return z.NEVER;
          }
          const unique = [...new Set(ids)];
          if (unique.length > POST_LIMITS.categories || (opts.report === true && unique.length === 0)) {
            ctx.addIssue({ code: 'custom', message: 'category' });
            return z.NEVER;
          }
          return unique;
        }),
      title: requiredText(POST_LIMITS.title, 'title'),
      content: requiredText(POST_LIMITS.content, 'content'),
      origin_url: originUrlField,
      images: z.array(imageSchema, { error: 'format' }).max(POST_LIMITS.images, { error: 'format' }).nullish().transform((value) => value ?? []),
      discount_code: optionalText(POST_LIMITS.discountCode, 'discount_code', discount),
      discount_type: z.enum(DISCOUNT_TYPES, { error: 'format' }).nullish().transform((value) => value ?? 'percent'),
      not_started: flag,
      only_price: flag,
      old_price: amountField('format'),
      new_price: amountField('format'),
      only_discount: flag,
      discount_value: amountField('format'),
      only_another_type: flag,
      another_type: z
        .string({ error: 'format' })
        .nullish()
        .transform((value) => {
          const text = value?.trim().slice(0, POST_LIMITS.anotherType).trim() ?? '';
          return text === '' ? undefined : text;
        }),
      webshop_id: idField('webshop', discount),
      started_at: dayField(),
      expired_at: dayField(discount ? 'expired_at' : undefined),
      free_shipping: flag,
      shipping_number: amountField('numbers_only'),
      quote: optionalText(POST_LIMITS.quote, 'quote'),
    })
    .superRefine(
      (payload, ctx) => {
        // Runs even when other fields failed, so the form sees every error at once: read values defensively.
        const day = (value: unknown) => (typeof value === 'string' && isIsoDate(value) ? value : undefined);
        const started = day(payload.started_at);
        const expired = day(payload.expired_at);
        if (payload.not_started === true && started === undefined && payload.started_at === undefined) {
          ctx.addIssue({ code: 'custom', message: 'started_at', path: ['started_at'] });
        }
        if (started !== undefined && started < earliestDay) ctx.addIssue({ code: 'custom', message: 'date_range', path: ['started_at'] });
        if (expired !== undefined && expired < earliestDay) ctx.addIssue({ code: 'custom', message: 'date_range', path: ['expired_at'] });
        if (started !== undefined && expired !== undefined && started > expired) {
          ctx.addIssue({ code: 'custom', message: 'date_range', path: ['started_at'] });
        }
        // A failed amount is still its raw input here: only a valid one is compared.
        const amount = (value: unknown) => (typeof value === 'number' && value > 0 && value <= POST_LIMITS.numberMax ? value : undefined);
        const discountValue = amount(payload.discount_value);
        if (payload.discount_type === 'percent' && discountValue !== undefined && discountValue > MAX_PERCENT) {
          ctx.addIssue({ code: 'custom', message: 'discount_percent', path: ['discount_value'] });
        }
        const oldPrice = amount(payload.old_price);
        const newPrice = amount(payload.new_price);
        if (oldPrice !== undefined && newPrice !== undefined && oldPrice <= newPrice) {
          ctx.addIssue({ code: 'custom', message: 'price_order', path: ['old_price'] });
        }
        const options = (['only_price', 'only_discount', 'only_another_type'] as const).filter((key) => payload[key] === true);
        for (const key of options.slice(1)) ctx.addIssue({ code: 'custom', message: 'format', path: [key] });
      },
      { when: () => true },
    );
}

export type PostPayloadSchema = ReturnType<typeof postPayloadSchema>;
/** What the form holds (Dates, strings from inputs). */
export type PostFormValues = z.input<PostPayloadSchema>;
/** What the wire carries and the route stores. */
export type PostPayload = z.output<PostPayloadSchema>;

/** True when the payload fills the report's optional-content step (OPTIONAL_CONTENT_FIELDS): worth the optional-content bonus. */
export function hasOptionalContent(payload: Partial<Pick<PostPayload, (typeof OPTIONAL_CONTENT_FIELDS)[number]>>): boolean {
  return (
    (payload.only_price === true && (payload.old_price !== undefined || payload.new_price !== undefined)) ||
    (payload.only_discount === true && payload.discount_value !== undefined) ||
    (payload.only_another_type === true && (payload.another_type ?? '') !== '') ||
    (payload.discount_code ?? '') !== '' ||
    payload.webshop_id !== undefined ||
    payload.started_at !== undefined ||
    payload.expired_at !== undefined ||
    payload.free_shipping === true ||
    payload.shipping_number !== undefined
  );
}

/** Every issue's message as `{ field: [key] }` (the first issue per field), for the form and the 422 answer. */
export function postErrorKeys(error: z.ZodError): Record<string, PostErrorKey[]> {
  const out: Record<string, PostErrorKey[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'format');
    const key = (POST_ERROR_KEYS as readonly string[]).includes(issue.message) ? (issue.message as PostErrorKey) : 'format';
    const list = (out[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return out;
}
