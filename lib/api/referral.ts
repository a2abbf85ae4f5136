import type { ApiClient } from './client';

/**
 * The member's own referral side (`GET /me/referrals`) and points history (`GET /me/points`),
 * as the refer-a-friend page and the settings' points section read them (docs/referral.md).
 */

/** The bonus action a referrer earns once per invited friend whose first post is published. */
export const REFERRAL_BONUS_ACTION = 'referrals_first_post_approved';

export type ReferredFriend = { fname: string; joined_at: string; first_post_at: string | null };

export type MyReferrals = {
  /** The absolute invitation link (the registration page in the request's language with `?invited_by=`). */
  link: string;
  code: string;
  friends_joined: number;
  points_earned: number;
  /** The most recent friends first (at most REFERRAL_FRIENDS_SHOWN; `friends_joined` counts them all). */
  friends: ReferredFriend[];
};
export type MyReferralsResponse = { data: MyReferrals };

export type PointsHistoryEntry = {
  id: number;
  /** The ledger's bonus_action_type (`registration`, `post_approved_report`, `prize_request`, …). */
  action: string;
  /** Positive when earned, negative when spent. */
  impact: number;
  /** What the entry was for, in the request's language. */
  label: string;
  created_at: string;
  /** The site path of what it was for (the post, the prize, the friend's profile), when there is one. */
  url?: string;
};

export type MyPointsResponse = {
  data: { available: number; total: number; history: PointsHistoryEntry[] };
  meta: { current_page: number; last_page: number; per_page: number; total: number };
};

export async function getMyReferrals(api: ApiClient): Promise<MyReferrals> {
  return (await api.get<MyReferralsResponse>('/me/referrals')).data.data;
}

export async function getMyPoints(api: ApiClient, page = 1, perPage = 10): Promise<MyPointsResponse> {
  return (await api.get<MyPointsResponse>('/me/points', { params: { page, per_page: perPage } })).data;
}
