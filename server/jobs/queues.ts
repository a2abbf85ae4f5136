import { accountMailQueue } from '../services/accounts/account-mail';
import { dailyDigestQueue, weeklyDigestQueue } from '../services/deal-alerts/digest';
import { dealAlertMatchQueue, dealAlertVisibleQueue } from '../services/deal-alerts/match-jobs';
import { guestAlertMailQueue } from '../services/deal-alerts/guest-mail';
import { followersFanOutQueue } from '../services/notifications/publication';
import { uploadsSweepQueue } from '../services/uploads/sweep';
import { prizeMailQueue } from '../services/points/prize-mail';
import { reviewMailQueue } from '../services/posts/review-mail';
import { expirySweepQueue } from './expiry-sweep';

/**
 * Every queue of the site, by name. Add a job here (docs/architecture.md, Jobs): its definition
 * (./types.ts defineQueue) next to the code it belongs to, then one line below.
 */
export const QUEUES = {
  'account-mail': accountMailQueue,
  'deal-alerts-daily': dailyDigestQueue,
  'deal-alerts-match': dealAlertMatchQueue,
  'deal-alerts-visible': dealAlertVisibleQueue,
  'deal-alerts-weekly': weeklyDigestQueue,
  'deal-alert-guest-mail': guestAlertMailQueue,
  'expiry-sweep': expirySweepQueue,
  'notify-followers': followersFanOutQueue,
  'uploads-sweep': uploadsSweepQueue,
  'prize-request-mail': prizeMailQueue,
  'post-review-mail': reviewMailQueue,
} as const;

export type Queues = typeof QUEUES;
export type QueueName = keyof Queues & string;

/** The queues that run on a schedule (an operator may run them now: POST /operator/jobs/{queue}/run). */
export const SCHEDULED_QUEUES = Object.values(QUEUES)
  .filter((definition) => definition.schedule !== undefined)
  .map((definition) => definition.name);
