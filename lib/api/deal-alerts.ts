/**
 * Deal alerts on the wire (docs/deal-alerts.md): what the subscription calls answer. A deal alert
 * follows an entity (store, webshop, brand, product, category) or a search query, and carries its
 * e-mail period: daily, weekly (never both) or none (in-site notifications only).
 */

/** The entity kinds an alert can follow, as stored (`subscriable_type`). */
export const ALERT_TARGET_TYPES = ['Store', 'Webshop', 'Brand', 'Product', 'Category'] as const;
export type AlertTargetType = (typeof ALERT_TARGET_TYPES)[number];

/** What an alert follows, as the lists show it (`subscriable.data.title`). */
export type AlertTarget = {
  type: AlertTargetType;
  id: number;
  data: {
    title: string;
    /** The entity's slug in the request's language (its page: /store/{slug}, /promos/{slug} for a category…). */
    slug: string;
    /** Logo or image, absolute; null when it has none. */
    image_url: string | null;
  };
};

export type DealAlert = {
  id: number;
  /** Null for a keyword alert. */
  subscriable: AlertTarget | null;
  /** Null for an entity alert. */
  query: string | null;
  daily_email_notification: boolean;
  weekly_email_notification: boolean;
  email: string;
  /** 1 Dutch, 2 French: the language of its mails and notifications. */
  locale_id: number;
  /** The e-mail channel: always on (docs/deal-alerts.md, "Subscribing in the site"). */
  isEmail: boolean;
  /** Keyword alerts only (null otherwise): words a match must not contain, the price cap, the minimum temperature. */
  excluded_words: string | null;
  max_price: number | null;
  min_temperature: number | null;
  created_at: string;
};

/** The alert period a form picks: `none` keeps in-site notifications only. */
export const ALERT_PERIODS = ['daily', 'weekly', 'none'] as const;
export type AlertPeriod = (typeof ALERT_PERIODS)[number];

export function alertPeriod(alert: Pick<DealAlert, 'daily_email_notification' | 'weekly_email_notification'>): AlertPeriod {
  if (alert.daily_email_notification) return 'daily';
  return alert.weekly_email_notification ? 'weekly' : 'none';
}
