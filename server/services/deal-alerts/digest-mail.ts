import { and, eq, or } from 'drizzle-orm';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { MorphableType } from '@/lib/schemas/feed-filters';
import { feedItems } from '../../db/schema';
import type { JobDeps } from '../../jobs/types';
import { digestMail, type DigestPromo } from '../../mail/digest-mails';
import type { MailMessage } from '../../mail/mailer';
import type { OutboxRow } from '../../mail/outbox';
import { hydrateFeedRows } from '../feed/hydrate';
import { feedRowColumns } from '../feed/index-rows';
import { alertLinkSettings, alertMailLinks } from './links';

/** What a digest's outbox row holds: which promos, in which order and language (rendered when sent). */
export type DigestPayload = {
  period: 'daily' | 'weekly';
  locale: Locale;
  /** A member's digest (the "see all" link opens /deal-alerts) or a guest's (it opens the manage page). */
  member: boolean;
  promos: { type: MorphableType; id: number }[];
  /** Promos left out over the cap. */
  more: number;
};

function isPayload(value: Record<string, unknown>): value is DigestPayload {
  return (value.period === 'daily' || value.period === 'weekly') && (value.locale === 'nl' || value.locale === 'fr') && Array.isArray(value.promos);
}

/** The promos of a digest as its mail lists them, in the payload's order; those gone since are left out. */
async function digestPromos(deps: JobDeps, payload: DigestPayload, siteUrl: string): Promise<DigestPromo[]> {
  if (payload.promos.length === 0) return [];
  const rows = await deps.db
    .select(feedRowColumns)
    .from(feedItems)
    .where(or(...payload.promos.map((promo) => and(eq(feedItems.morphableType, promo.type), eq(feedItems.morphableId, promo.id)))));
  const items = await hydrateFeedRows(deps.db, rows, { userId: null, locale: payload.locale });
  const byKey = new Map(items.map((item) => [`${item.morphable_type}:${item.morphable_id}`, item.data]));
  const absolute = (value: string) => new URL(value, `${siteUrl}/`).toString();
  return payload.promos.flatMap((promo) => {
    const data = byKey.get(`${promo.type}:${promo.id}`);
    if (!data) return [];
    return [
      {
        title: data.title,
        url: absolute(data.route),
        imageUrl: data.image_url ? absolute(data.image_url) : null,
        price: data.new_price,
        oldPrice: data.old_price,
        seller: data.store?.translation.title ?? data.webshop?.translation.title ?? null,
      },
    ];
  });
}

/**
 * Renders a digest from its outbox row at send time: the promos as they are now, the manage and
 * unsubscribe links (signed tokens, never stored) and the one-click unsubscribe headers (RFC 8058).
 */
export async function renderDigestMail(deps: JobDeps, row: OutboxRow): Promise<Omit<MailMessage, 'messageId'> | null> {
  if (!isPayload(row.payload)) return null;
  const payload = row.payload;
  const siteUrl = deps.config().siteUrl.replace(/\/$/, '');
  const promos = await digestPromos(deps, payload, siteUrl);
  if (promos.length === 0) return null;
  const links = alertMailLinks({ email: row.toAddress, locale: payload.locale }, { ...alertLinkSettings(), siteUrl });
  // A member manages their alerts on /deal-alerts (signed in); the signed manage page lists a guest's
  // alerts only. The unsubscribe link works for both (a member's alerts lose their e-mail period).
  const manageUrl = payload.member ? new URL(localizedPath('/deal-alerts', payload.locale), `${siteUrl}/`).toString() : links.manageUrl;
  const mail = digestMail(payload.locale, {
    period: payload.period,
    promos,
    more: payload.more,
    moreUrl: manageUrl,
    manageUrl,
    unsubscribeUrl: links.unsubscribeUrl,
  });
  return { ...mail, to: row.toAddress, kind: `deal-alerts-${payload.period}`, link: promos[0]?.url, headers: links.headers };
}
