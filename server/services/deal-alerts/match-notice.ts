import { sql } from 'drizzle-orm';
import type { AppPathname, Locale } from '@/lib/i18n/routing';
import { executeRows, type Db } from '../../db/client';
import type { MorphableType } from '../../db/schema';
import { createEachNotification, recipientsByIds, type CreateOptions } from '../notifications/create';
import type { NotificationEvent } from '../notifications/events';

/**
 * The in-site notice of fired deal-alert matches (docs/deal-alerts.md, Matching): one per member and
 * promo (event `deal-alert:<type>:<id>`), however many of their alerts matched it and whenever each
 * fired (at once, or when the promo reached an alert's minimum temperature), naming the alerts that
 * fired and the promo, in the member's language, with the promo's address. Guests get digests only.
 */

export const dealAlertEventKey = (promo: { type: MorphableType; id: number }) => `deal-alert:${promo.type}:${promo.id}`;

type Bilingual = { nl: string; fr: string };

/** What the notice says about the promo and where it leads, per language. */
type NoticePromo = {
  type: MorphableType;
  id: number;
  title: Bilingual;
  link: Record<Locale, { route: AppPathname; params: Record<string, string | number> }>;
};

const ROUTES = {
  Post: '/posts/[id]',
  OnlinePromo: '/online-promos/[id]',
  FolderItem: '/folder-promos/[id]',
} as const satisfies Record<Exclude<MorphableType, 'Folder'>, AppPathname>;

/** The promo as the notice names it; null when it is not in the feed index. */
async function noticePromo(db: Db, promo: { type: MorphableType; id: number }): Promise<NoticePromo | null> {
  const [row] = await executeRows<{ title_nl: string; title_fr: string; slug_nl: string | null; slug_fr: string | null; folder_slug: string | null }>(
    db,
    sql`select f.title_nl, f.title_fr, st.slug_nl, st.slug_fr, d.slug as folder_slug
      from feed_items f
      left join folders d on f.morphable_type = 'Folder' and d.id = f.morphable_id
      left join stores st on st.id = d.store_id
      where f.morphable_type = ${promo.type} and f.morphable_id = ${promo.id}`,
  );
  if (!row) return null;
  const title = { nl: row.title_nl, fr: row.title_fr };
  if (promo.type === 'Folder') {
    if (!row.slug_nl || !row.slug_fr || !row.folder_slug) return null;
    const folder = (storeSlug: string) => ({ route: '/folders/[storeSlug]/[folderDate]' as const, params: { storeSlug, folderDate: row.folder_slug ?? '' } });
    return { ...promo, title, link: { nl: folder(row.slug_nl), fr: folder(row.slug_fr) } };
  }
  const link = { route: ROUTES[promo.type], params: { id: promo.id } };
  return { ...promo, title, link: { nl: link, fr: link } };
}

/** Each alert as its subscriber knows it: the query, or the followed entity's title. */
async function alertLabels(db: Db, alertIds: readonly number[]): Promise<Map<number, { userId: number; label: Bilingual }>> {
  const rows = await executeRows<{ id: number; user_id: number; query: string | null; title_nl: string | null; title_fr: string | null }>(
    db,
    sql`select s.id, s.user_id, s.query,
        coalesce(st.title_nl, w.title_nl, b.title_nl, p.title_nl, c.title_nl) as title_nl,
        coalesce(st.title_fr, w.title_fr, b.title_fr, p.title_fr, c.title_fr) as title_fr
      from deal_alert_subscriptions s
      left join stores st on s.subscriable_type = 'Store' and st.id = s.subscriable_id
      left join webshops w on s.subscriable_type = 'Webshop' and w.id = s.subscriable_id
      left join brands b on s.subscriable_type = 'Brand' and b.id = s.subscriable_id
      left join products p on s.subscriable_type = 'Product' and p.id = s.subscriable_id
      left join categories c on s.subscriable_type = 'Category' and c.id = s.subscriable_id
      where s.id in (select jsonb_array_elements_text(${JSON.stringify(alertIds)}::jsonb)::int) and s.user_id is not null
      order by s.id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { userId: Number(row.user_id), label: row.query !== null ? { nl: row.query, fr: row.query } : { nl: row.title_nl ?? '', fr: row.title_fr ?? '' } },
    ]),
  );
}

const quoted = (text: string, locale: Locale) => (locale === 'fr' ? `« ${text} »` : `“${text}”`);

/** "“a”", "“a” en “b”", "“a”, “b” en 3 andere" (and the French). */
function alertList(labels: readonly string[], locale: Locale): string {
  const shown = labels.slice(0, 2).map((label) => quoted(label, locale));
  const rest = labels.length - shown.length;
  const and = locale === 'fr' ? 'et' : 'en';
  if (rest > 0) return `${shown.join(', ')} ${and} ${rest} ${locale === 'fr' ? (rest > 1 ? 'autres' : 'autre') : 'andere'}`;
  return shown.join(` ${and} `);
}

/** The notice of one member's fired alerts about one promo. */
export function dealAlertEvent(promo: NoticePromo, labels: readonly Bilingual[], locale: Locale): NotificationEvent {
  const many = labels.length > 1;
  return {
    key: dealAlertEventKey(promo),
    author: null,
    text: (reader) => {
      const list = alertList(labels.map((label) => label[reader]), reader);
      const title = quoted(promo.title[reader], reader);
      return reader === 'fr'
        ? `${many ? 'Vos alertes' : 'Votre alerte'} ${list} ${many ? 'ont' : 'a'} trouvé une nouvelle promo : ${title}.`
        : `Je deal alert${many ? 's' : ''} ${list} ${many ? 'vonden' : 'vond'} een nieuwe promo: ${title}.`;
    },
    link: promo.link[locale],
  };
}

/**
 * Notifies the members behind the given fired alerts about the promo: one notice per member (the
 * event key; one already there from an earlier firing stays the only one), in batched inserts (a
 * store followed by thousands is a few statements).
 */
export async function notifyFiredAlerts(
  db: Db,
  promo: { type: MorphableType; id: number },
  alertIds: readonly number[],
  options: CreateOptions = {},
): Promise<number> {
  if (alertIds.length === 0) return 0;
  const labels = await alertLabels(db, alertIds);
  if (labels.size === 0) return 0;
  const subject = await noticePromo(db, promo);
  if (!subject) return 0;
  const byUser = new Map<number, Bilingual[]>();
  for (const { userId, label } of labels.values()) byUser.set(userId, [...(byUser.get(userId) ?? []), label]);
  const recipients = await recipientsByIds(db, [...byUser.keys()]);
  return createEachNotification(
    db,
    recipients.map((recipient) => ({ recipient, event: dealAlertEvent(subject, byUser.get(recipient.id) ?? [], recipient.locale) })),
    options,
  );
}
