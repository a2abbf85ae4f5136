import type { ApiClient } from './client';
import type { DealAlert } from './deal-alerts';
import type { GuestAlertInput, GuestPeriodBody } from '@/lib/schemas/deal-alert-guests';

/**
 * The guests' deal alert calls (docs/deal-alerts.md, Guests): subscribing by e-mail, confirming, and
 * the manage and unsubscribe links mailed to them, which carry a signed token in their query.
 */

export type GuestAlertResponse = { data: { status: 'pending' } };
export type GuestConfirmResponse = { data: { alert: DealAlert; manage_url: string } };
export type GuestManageResponse = { data: { email: string; alerts: DealAlert[] } };
export type GuestDeleteResponse = { data: { id: number; deleted: true } };
export type GuestDeleteAllResponse = { data: { deleted: number } };
export type GuestUnsubscribeResponse = { data: { unsubscribed: true } };

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** Always answers `pending`, whatever the address: a confirmation mail is on its way if one is due. */
export async function subscribeAsGuest(api: ApiClient, body: GuestAlertInput): Promise<GuestAlertResponse['data']> {
  return (await api.post<GuestAlertResponse>('/deal-alerts/guest', body)).data.data;
}

export async function confirmGuestAlert(api: ApiClient, token: string): Promise<GuestConfirmResponse['data']> {
  return (await api.post<GuestConfirmResponse>('/deal-alerts/confirm', { token })).data.data;
}

export async function getGuestAlerts(api: ApiClient, token: string): Promise<GuestManageResponse['data']> {
  return (await api.get<GuestManageResponse>(withToken('/deal-alerts/manage', token))).data.data;
}

export async function updateGuestAlert(api: ApiClient, token: string, id: number, body: GuestPeriodBody): Promise<DealAlert> {
  return (await api.patch<{ data: DealAlert }>(withToken(`/deal-alerts/manage/${id}`, token), body)).data.data;
}

export async function deleteGuestAlert(api: ApiClient, token: string, id: number): Promise<void> {
  await api.delete<GuestDeleteResponse>(withToken(`/deal-alerts/manage/${id}`, token));
}

export async function deleteAllGuestAlerts(api: ApiClient, token: string): Promise<void> {
  await api.delete<GuestDeleteAllResponse>(withToken('/deal-alerts/manage', token));
}

export async function unsubscribeGuestAlert(api: ApiClient, token: string): Promise<void> {
  await api.post<GuestUnsubscribeResponse>(withToken('/deal-alerts/unsubscribe', token));
}
