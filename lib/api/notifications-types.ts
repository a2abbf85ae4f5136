import type { PromoActionFlags } from './actions';
import type { Paginated } from './types';

/**
 * Wire types of the notifications API and the expired report (docs/notifications.md), shared by the
 * API (server/routes/notifications.ts) and the site's calls (lib/api/notifications.ts).
 */

/** One notification of the signed-in member. Unread: `read_at` and `checked_at` both null. */
export type Notification = {
  id: number;
  /** Plain text in the recipient's language, written when the notification was created. */
  content: string;
  /** How long ago, in the request's language ("5 minuten geleden", "il y a 5 minutes"). */
  time_ago: string;
  author_avatar: string | null;
  read_at: string | null;
  checked_at: string | null;
  /** True when `url` is on this site: the client navigates to its path; false: it opens the URL itself. */
  is_link: boolean;
  /** An absolute URL, or null when there is nothing to open. */
  url: string | null;
  created_at: string;
};

/** `meta.unread_count`: the member's unread notifications, whatever the list's filter. */
export type NotificationsPage = Paginated<Notification, { unread_count: number }>;
export type NotificationResponse = { data: Notification };
export type NotificationsUpdatedResponse = { data: { updated: number } };
export type NotificationsDeletedResponse = { data: { deleted: number } };

/** `DELETE /notifications?which=`: the read ones, or all. */
export const NOTIFICATION_DELETE_SCOPES = ['read', 'all'] as const;
export type NotificationDeleteScope = (typeof NOTIFICATION_DELETE_SCOPES)[number];

/** The promo kinds a member can report expired (`POST /expired-promo-report`). */
export const EXPIRED_REPORT_TYPES = ['Post', 'OnlinePromo', 'FolderItem'] as const;
export type ExpiredReportType = (typeof EXPIRED_REPORT_TYPES)[number];
export type ExpiredReportRequest = { type: ExpiredReportType; id: number };
/** The member's flags on the promo after the report, and whether it is now expired. */
export type ExpiredReportFlags = PromoActionFlags & { is_expired: boolean };
export type ExpiredReportResponse = { data: ExpiredReportFlags };
