import { POST_TYPE_IDS, PROMO_TYPE_KINDS } from '../../schema/enums';

export type PostTypeCode = keyof typeof POST_TYPE_IDS;

export interface PromoSubtypeSeed {
  code: string;
  titleNl: string;
  titleFr: string;
}

export interface PostTypeSeed {
  id: number;
  code: PostTypeCode;
  kind: number;
  titleNl: string;
  titleFr: string;
  /** Position in the post wizard. */
  order: number;
  /** Position in the feed's type filter, when the type has a filter value. */
  additionalOrder: number | null;
  /** Empty: the type is its own subtype (docs/product.md, Behaviour). */
  children: readonly PromoSubtypeSeed[];
}

/** The contract's post types (ids 1–10, no 4) with their subtypes; subtype ids are given from 100 on. */
export const POST_TYPES: readonly PostTypeSeed[] = [
  {
    id: POST_TYPE_IDS.report,
    code: 'report',
    kind: PROMO_TYPE_KINDS.default,
    titleNl: 'Promo melden',
    titleFr: 'Signaler une promo',
    order: 1,
    additionalOrder: null,
    children: [
      { code: 'report_store', titleNl: 'Promo in de winkel', titleFr: 'Promo en magasin' },
      { code: 'report_online', titleNl: 'Promo online', titleFr: 'Promo en ligne' },
      { code: 'report_price_error', titleNl: 'Prijsfout', titleFr: 'Erreur de prix' },
    ],
  },
  {
    id: POST_TYPE_IDS.cashback,
    code: 'cashback',
    kind: PROMO_TYPE_KINDS.default,
    titleNl: 'Cashback',
    titleFr: 'Cashback',
    order: 2,
    additionalOrder: 1,
    children: [
      { code: 'cashback_purchase', titleNl: 'Cashback op aankoop', titleFr: 'Cashback sur achat' },
      { code: 'cashback_refund', titleNl: 'Geld-terug-actie', titleFr: 'Action remboursement' },
      { code: 'cashback_app', titleNl: 'Cashback via de app', titleFr: "Cashback via l'application" },
    ],
  },
  {
    id: POST_TYPE_IDS.ecoupon,
    code: 'ecoupon',
    kind: PROMO_TYPE_KINDS.default,
    titleNl: 'E-coupon',
    titleFr: 'E-coupon',
    order: 3,
    additionalOrder: 2,
    children: [
      { code: 'ecoupon_app', titleNl: 'Coupon in de app', titleFr: "Coupon dans l'application" },
      { code: 'ecoupon_print', titleNl: 'Printbare bon', titleFr: 'Bon à imprimer' },
    ],
  },
  {
    id: POST_TYPE_IDS.discount,
    code: 'discount',
    kind: PROMO_TYPE_KINDS.discount,
    titleNl: 'Kortingscode',
    titleFr: 'Code promo',
    order: 4,
    additionalOrder: 3,
    children: [
      { code: 'discount_code', titleNl: 'Kortingscode', titleFr: 'Code de réduction' },
      { code: 'discount_shipping', titleNl: 'Gratis verzending', titleFr: 'Livraison gratuite' },
      { code: 'discount_welcome', titleNl: 'Welkomstkorting', titleFr: 'Réduction de bienvenue' },
    ],
  },
  {
    id: POST_TYPE_IDS.question,
    code: 'question',
    kind: PROMO_TYPE_KINDS.question,
    titleNl: 'Vraag',
    titleFr: 'Question',
    order: 5,
    additionalOrder: null,
    children: [],
  },
  {
    id: POST_TYPE_IDS.bargain,
    code: 'bargain',
    kind: PROMO_TYPE_KINDS.default,
    titleNl: 'Koopje',
    titleFr: 'Bonne affaire',
    order: 6,
    additionalOrder: null,
    children: [
      { code: 'bargain_store', titleNl: 'Koopje in de winkel', titleFr: 'Bonne affaire en magasin' },
      { code: 'bargain_online', titleNl: 'Koopje online', titleFr: 'Bonne affaire en ligne' },
    ],
  },
  {
    id: POST_TYPE_IDS.sale,
    code: 'sale',
    kind: PROMO_TYPE_KINDS.default,
    titleNl: 'Solden & uitverkoop',
    titleFr: 'Soldes & liquidations',
    order: 7,
    additionalOrder: 4,
    children: [
      { code: 'sale_season', titleNl: 'Solden', titleFr: 'Soldes' },
      { code: 'sale_clearance', titleNl: 'Totale uitverkoop', titleFr: 'Liquidation totale' },
      { code: 'sale_braderie', titleNl: 'Braderie', titleFr: 'Braderie' },
    ],
  },
  {
    id: POST_TYPE_IDS.default,
    code: 'default',
    kind: PROMO_TYPE_KINDS.default,
    titleNl: 'Andere promo',
    titleFr: 'Autre promo',
    order: 8,
    additionalOrder: null,
    children: [],
  },
  {
    id: POST_TYPE_IDS.freeProducts,
    code: 'freeProducts',
    kind: PROMO_TYPE_KINDS.default,
    titleNl: 'Gratis producten',
    titleFr: 'Produits gratuits',
    order: 9,
    additionalOrder: 5,
    children: [
      { code: 'free_sample', titleNl: 'Gratis staaltje', titleFr: 'Échantillon gratuit' },
      { code: 'free_with_purchase', titleNl: 'Gratis bij aankoop', titleFr: "Offert à l'achat" },
      { code: 'free_one_plus_one', titleNl: '1+1 gratis', titleFr: '1+1 gratuit' },
    ],
  },
];

/** Coins per approved post, by type (docs/post-wizard.md, "Sending and failures": the success screen shows them, at most 12). */
export const POST_TYPE_BONUS: Readonly<Record<PostTypeCode, number>> = {
  report: 8,
  cashback: 6,
  ecoupon: 6,
  discount: 10,
  question: 2,
  bargain: 8,
  sale: 6,
  default: 5,
  freeProducts: 6,
};

export const OPTIONAL_CONTENT_BONUS = 2;
export const REFERRAL_BONUS = 25;
export const REGISTRATION_BONUS = 5;

/** The bonus action a published post of a type earns, e.g. 'post_approved_free_products' (GET /bonus-actions). */
export function postApprovedAction(code: PostTypeCode): string {
  return `post_approved_${code.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
}
