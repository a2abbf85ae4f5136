import type { ApiClient } from './client';
import type { AlertTargetType } from './deal-alerts';

/**
 * A guest's deal alert by e-mail (`POST /deal-alerts/guest`, docs/deal-alerts.md): always answers 202
 * "pending" whether or not the address is known; the alert starts once they confirm from the mail.
 */
export type GuestAlertRequest = {
  email: string;
  locale: 'nl' | 'fr';
  daily_email_notification: boolean;
  weekly_email_notification: boolean;
} & ({ target: { type: AlertTargetType; id: number }; query?: never } | { query: string; target?: never });

export async function subscribeGuestAlert(api: ApiClient, request: GuestAlertRequest): Promise<{ status: 'pending' }> {
  return (await api.post<{ data: { status: 'pending' } }>('/deal-alerts/guest', request)).data.data;
}
