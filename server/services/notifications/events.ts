import type { AppPathname, Locale } from '@/lib/i18n/routing';
import type { ExpiredReportType } from '@/lib/api/notifications-types';

/**
 * What notifies whom, and in which words (docs/notifications.md). Each event has a key that names it
 * for one recipient, so delivering it twice (a retried job, a vote taken back and given again) leaves
 * one notification: `published:Post:12`, `hot:Post:12:200`, `expiring:OnlinePromo:7`,
 * `expired-report:FolderItem:3`. The texts are written in the recipient's language when the
 * notification is created; the link goes to the promo's page in that language.
 */

/** A promo a notification is about, with its title in both languages (the feed index's titles). */
export type PromoSubject = { type: ExpiredReportType; id: number; title: { nl: string; fr: string } };

/** The member who caused the event, shown by name and avatar. */
export type EventAuthor = { id: number; name: string };

export type NotificationEvent = {
  key: string;
  author: EventAuthor | null;
  /** The text in a recipient's language. */
  text: (locale: Locale) => string;
  /** The site page it opens, or null. */
  link: { route: AppPathname; params: Record<string, string | number> } | null;
};

/** The hot levels of a promo's temperature (rating_calculated), lowest first. */
export const HOT_THRESHOLDS = [100, 200, 500] as const;
export type HotThreshold = (typeof HOT_THRESHOLDS)[number];

/** How long before its end a saved promo gets its "expiring soon" notice. */
export const EXPIRING_WITHIN_MS = 24 * 60 * 60 * 1000;

const PROMO_ROUTES = {
  Post: '/posts/[id]',
  OnlinePromo: '/online-promos/[id]',
  FolderItem: '/folder-promos/[id]',
} as const satisfies Record<ExpiredReportType, AppPathname>;

const promoLink = (promo: PromoSubject) => ({ route: PROMO_ROUTES[promo.type], params: { id: promo.id } });

/** A title in quotes as each language writes them. */
function quoted(promo: PromoSubject, locale: Locale): string {
  return locale === 'fr' ? `« ${promo.title.fr} »` : `“${promo.title.nl}”`;
}

export const eventKeys = {
  published: (promo: Pick<PromoSubject, 'type' | 'id'>) => `published:${promo.type}:${promo.id}`,
  hot: (promo: Pick<PromoSubject, 'type' | 'id'>, threshold: HotThreshold) => `hot:${promo.type}:${promo.id}:${threshold}`,
  expiring: (promo: Pick<PromoSubject, 'type' | 'id'>) => `expiring:${promo.type}:${promo.id}`,
  expiredReport: (promo: Pick<PromoSubject, 'type' | 'id'>) => `expired-report:${promo.type}:${promo.id}`,
};

/** A member you follow published a promo. */
export function publishedEvent(promo: PromoSubject, author: EventAuthor): NotificationEvent {
  return {
    key: eventKeys.published(promo),
    author,
    text: (locale) =>
      locale === 'fr'
        ? `${author.name} a publié une nouvelle promo : ${quoted(promo, locale)}.`
        : `${author.name} plaatste een nieuwe promo: ${quoted(promo, locale)}.`,
    link: promoLink(promo),
  };
}

/** Your promo's temperature reached a hot level. */
export function hotEvent(promo: PromoSubject, threshold: HotThreshold): NotificationEvent {
  return {
    key: eventKeys.hot(promo, threshold),
    author: null,
    text: (locale) =>
      locale === 'fr'
        ? `Votre promo ${quoted(promo, locale)} est brûlante : elle a atteint ${threshold}°.`
        : `Je promo ${quoted(promo, locale)} is hot: ze haalde ${threshold}°.`,
    link: promoLink(promo),
  };
}

/** A promo you saved ends within 24 hours. */
export function expiringEvent(promo: PromoSubject): NotificationEvent {
  return {
    key: eventKeys.expiring(promo),
    author: null,
    text: (locale) =>
      locale === 'fr'
        ? `La promo ${quoted(promo, locale)} que vous avez sauvegardée expire dans moins de 24 heures.`
        : `De promo ${quoted(promo, locale)} die je bewaarde, verloopt binnen 24 uur.`,
    link: promoLink(promo),
  };
}

/** A promo you subscribed to was reported expired by members (or its author). */
export function expiredReportEvent(promo: PromoSubject): NotificationEvent {
  return {
    key: eventKeys.expiredReport(promo),
    author: null,
    text: (locale) =>
      locale === 'fr'
        ? `La promo ${quoted(promo, locale)} que vous suivez a été signalée comme expirée.`
        : `De promo ${quoted(promo, locale)} die je volgt, is als verlopen gemeld.`,
    link: promoLink(promo),
  };
}
