import type { PromoType, PromoTypeChild } from '@/lib/api/feed';
import type { PostImage } from '@/lib/api/posts';
import type { WebshopSuggestion } from '@/lib/api/catalogue';
import { POST_KIND_BY_CODE, REPORT_TYPE_ID, type PostKind } from '@/lib/schemas/post';
import { toWireDate } from './wizard-dates';

/**
 * What the wizard's form holds (docs/post-wizard.md): the post payload's fields in the form's shapes
 * (numbers as typed text, dates as Date values) plus the wizard's own choices (`type`, `subtype`,
 * `webshops` for showing the chosen webshop, `not_started_auto`). `toPayload` turns it into the wire payload.
 */
export type WizardValues = {
  /** The chosen type (a parent of GET /types). */
  type: number | null;
  /** The chosen subtype; a type without children is its own subtype. */
  subtype: number | null;
  type_id: number | null;
  /** Selection order: the latest two are kept. */
  categories: number[];
  title: string;
  content: string;
  origin_url: string;
  images: PostImage[];
  discount_code: string;
  discount_type: 'percent' | 'euro';
  not_started: boolean;
  /**
   * The wizard's own: `not_started` was ticked by choosing a future start, not by the member, so it
   * follows the start date (docs/post-wizard.md, Steps). Never sent; kept in the draft.
   */
  not_started_auto: boolean;
  only_price: boolean;
  old_price: string;
  new_price: string;
  only_discount: boolean;
  discount_value: string;
  only_another_type: boolean;
  another_type: string;
  webshop_id: number | null;
  webshops: WebshopSuggestion[];
  started_at: Date | null;
  expired_at: Date | null;
  free_shipping: boolean;
  shipping_number: string;
  quote: string;
};

export type WizardField = keyof WizardValues;

export function emptyValues(): WizardValues {
  return {
    type: null,
    subtype: null,
    type_id: null,
    categories: [],
    title: '',
    content: '',
    origin_url: '',
    images: [],
    discount_code: '',
    discount_type: 'percent',
    not_started: false,
    not_started_auto: false,
    only_price: false,
    old_price: '',
    new_price: '',
    only_discount: false,
    discount_value: '',
    only_another_type: false,
    another_type: '',
    webshop_id: null,
    webshops: [],
    started_at: null,
    expired_at: null,
    free_shipping: false,
    shipping_number: '',
    quote: '',
  };
}

/** The post type ids of the product (docs/post-wizard.md) whose steps differ from their kind's. */
export const POST_TYPE = { report: 1, discount: 5, question: 6, bargain: 7 } as const;
/** Promo type kinds: 1 default, 2 discount, 3 question. */
export const KIND = { default: 1, discount: 2, question: 3 } as const;

export type StepName = 'type' | 'categories' | 'content' | 'details' | 'discount' | 'images' | 'quote';

/** At most 6 steps (the product's limit); a report has all six. */
export const MAX_STEPS = 6;

/**
 * The steps of a type. Report, question and bargain are the product's own lists; a discount post gets
 * its code, webshop and dates step instead of the optional content; the other default-kind types
 * (cashback, e-coupon, sale…) follow the report.
 */
export function stepsFor(type: PromoType | undefined): StepName[] {
  if (type?.kind === KIND.question) return ['type', 'categories', 'content', 'images'];
  if (type?.id === POST_TYPE.bargain) return ['type', 'categories', 'content', 'images', 'quote'];
  if (type?.kind === KIND.discount) return ['type', 'categories', 'content', 'discount', 'images'];
  return ['type', 'categories', 'content', 'images', 'details', 'quote'];
}

/** The fields each step shows: the ones validated before moving on, and where a server error is shown. */
export const STEP_FIELDS: Record<StepName, readonly WizardField[]> = {
  type: ['type', 'subtype', 'type_id'],
  categories: ['categories'],
  content: ['title', 'content', 'origin_url'],
  images: ['images'],
  details: [
    'only_price',
    'old_price',
    'new_price',
    'only_discount',
    'discount_type',
    'discount_value',
    'only_another_type',
    'another_type',
    'webshop_id',
    'started_at',
    'expired_at',
    'not_started',
    'free_shipping',
    'shipping_number',
  ],
  discount: ['discount_code', 'discount_type', 'discount_value', 'webshop_id', 'not_started', 'started_at', 'expired_at'],
  quote: ['quote'],
};

/** The step of `steps` that shows `field`, or -1. */
export function stepOfField(steps: readonly StepName[], field: string): number {
  return steps.findIndex((step) => (STEP_FIELDS[step] as readonly string[]).includes(field));
}

export function findType(types: readonly PromoType[], id: number | null): PromoType | undefined {
  return id === null ? undefined : types.find((type) => type.id === id);
}

/** The chosen subtype: a child of the type, or the type itself when it has none. */
export function findSubtype(types: readonly PromoType[], values: Pick<WizardValues, 'type' | 'type_id'>): PromoTypeChild | undefined {
  const type = findType(types, values.type);
  if (!type || values.type_id === null) return undefined;
  if (type.children.length === 0) return type.id === values.type_id ? type : undefined;
  return type.children.find((child) => child.id === values.type_id);
}

/** The schema's options for the chosen subtype (its rules depend on its kind, and on being a report). */
export function schemaOptions(types: readonly PromoType[], values: Pick<WizardValues, 'type' | 'type_id'>): { kind: PostKind; report: boolean } {
  const chosen = findSubtype(types, values) ?? findType(types, values.type);
  return { kind: (chosen && POST_KIND_BY_CODE[chosen.kind]) ?? 'default', report: values.type === REPORT_TYPE_ID };
}

/** Text typed in a number field: empty is "not given", anything else a number (NaN fails the schema). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The wire payload of POST /posts (lib/schemas/post.ts), dates as YYYY-MM-DD. */
export function toPayload(values: WizardValues) {
  return {
    type_id: values.type_id,
    categories: values.categories,
    title: values.title.trim(),
    content: values.content.trim(),
    origin_url: textOrNull(values.origin_url),
    images: values.images,
    discount_code: textOrNull(values.discount_code),
    discount_type: values.discount_type,
    not_started: values.not_started,
    only_price: values.only_price,
    old_price: values.only_price ? numberOrNull(values.old_price) : null,
    new_price: values.only_price ? numberOrNull(values.new_price) : null,
    only_discount: values.only_discount,
    discount_value: numberOrNull(values.discount_value),
    only_another_type: values.only_another_type,
    another_type: values.only_another_type ? textOrNull(values.another_type) : null,
    webshop_id: values.webshop_id,
    started_at: values.started_at ? toWireDate(values.started_at) : null,
    expired_at: values.expired_at ? toWireDate(values.expired_at) : null,
    free_shipping: values.free_shipping,
    shipping_number: values.free_shipping ? null : numberOrNull(values.shipping_number),
    quote: textOrNull(values.quote),
  };
}

export type WirePayload = ReturnType<typeof toPayload>;

/** The three options of a report's price line; choosing one clears the others. */
export const EXCLUSIVE_OPTIONS = ['only_price', 'only_discount', 'only_another_type'] as const;
export type ExclusiveOption = (typeof EXCLUSIVE_OPTIONS)[number];

/** The values that change when `option` is switched on or off: the other options and their fields cleared. */
export function chooseExclusiveOption(option: ExclusiveOption, on: boolean): Partial<WizardValues> {
  const cleared: Partial<WizardValues> = { only_price: false, only_discount: false, only_another_type: false };
  if (option !== 'only_price' || !on) Object.assign(cleared, { old_price: '', new_price: '' });
  if (option !== 'only_discount' || !on) Object.assign(cleared, { discount_value: '' });
  if (option !== 'only_another_type' || !on) Object.assign(cleared, { another_type: '' });
  return { ...cleared, [option]: on };
}

/** The category selection after ticking or unticking `id`: ticking a third drops the oldest. */
export function toggleCategory(selected: readonly number[], id: number, limit: number): number[] {
  if (selected.includes(id)) return selected.filter((value) => value !== id);
  return [...selected, id].slice(-limit);
}
