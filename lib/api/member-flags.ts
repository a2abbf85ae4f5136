import type { PromoActionFlags } from './actions';
import type { ApiClient } from './client';
import type { FeedItem } from './feed';
import type { Paginated } from './types';
import { flagItemsValue, type FlagItemRef } from './member-flag-items';
import type { ExpiredReportFlags, ExpiredReportRequest, ExpiredReportResponse, ExpiredReportType } from './notifications-types';

/**
 * The signed-in member's own flags on a page of cards (`GET /me/promo-flags`), and the promos they
 * hid (`GET /me/hidden-promos`). The lists are rendered once for every guest; these fill in the
 * member's side in the browser.
 */

/** One item's flags with its current counts; items the API does not know are absent. */
export type MemberPromoFlags = PromoActionFlags & { morphable_type: FlagItemRef['type']; morphable_id: number };
export type MemberPromoFlagsResponse = { data: MemberPromoFlags[] };

export type HiddenPromo = FeedItem & { hidden_at: string };
export type HiddenPromosPage = Paginated<HiddenPromo>;

export async function getMemberPromoFlags(api: ApiClient, items: readonly FlagItemRef[]): Promise<MemberPromoFlags[]> {
  if (items.length === 0) return [];
  return (await api.get<MemberPromoFlagsResponse>('/me/promo-flags', { params: { items: flagItemsValue(items) } })).data.data;
}

export async function getHiddenPromos(api: ApiClient, page = 1, perPage = 10): Promise<HiddenPromosPage> {
  return (await api.get<HiddenPromosPage>('/me/hidden-promos', { params: { page, per_page: perPage } })).data;
}

export type { ExpiredReportFlags } from './notifications-types';

/** One report per member (a second one changes nothing); 3 members, or the author, expire the promo. */
export async function reportPromoExpired(api: ApiClient, type: ExpiredReportType, id: number): Promise<ExpiredReportFlags> {
  return (await api.post<ExpiredReportResponse>('/expired-promo-report', { type, id } satisfies ExpiredReportRequest)).data.data;
}
