/**
 * In-process fixed-window rate limiter for the account endpoints (login, registration, reset,
 * resend). Each rule counts hits per key (an IP address or an e-mail address) within a window; the
 * first rule over its limit answers with the seconds until its window ends. One process keeps its
 * own counts: behind several instances the effective limit is per instance, which still bounds
 * guessing to a small multiple.
 */

export type RateRule = {
  /** Names the counter, e.g. `login:ip`. */
  name: string;
  limit: number;
  windowMs: number;
};

type Bucket = { count: number; resetAt: number };

const MAX_BUCKETS = 50_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  /**
   * Counts one hit on each (rule, key) pair. Returns null when all are within their limits, else the
   * whole seconds to wait (at least 1). A refused hit is not counted, so waiting always helps.
   */
  hit(checks: ReadonlyArray<{ rule: RateRule; key: string | null }>, nowMs: number): number | null {
    const active = checks.filter((check): check is { rule: RateRule; key: string } => check.key !== null && check.key !== '');
    let retryAfterMs = 0;
    for (const { rule, key } of active) {
      const bucket = this.current(rule, key, nowMs);
      if (bucket && bucket.count >= rule.limit) retryAfterMs = Math.max(retryAfterMs, bucket.resetAt - nowMs);
    }
    if (retryAfterMs > 0) return Math.max(1, Math.ceil(retryAfterMs / 1000));
    for (const { rule, key } of active) {
      const id = `${rule.name}\u0000${key}`;
      const bucket = this.current(rule, key, nowMs);
      if (bucket) bucket.count += 1;
      else this.buckets.set(id, { count: 1, resetAt: nowMs + rule.windowMs });
    }
    if (this.buckets.size > MAX_BUCKETS) this.sweep(nowMs);
    return null;
  }

  /** Forgets the counts of a key (e.g. after a successful login the e-mail's failures no longer matter). */
  clear(rule: RateRule, key: string): void {
    this.buckets.delete(`${rule.name}\u0000${key}`);
  }

  reset(): void {
    this.buckets.clear();
  }

  private current(rule: RateRule, key: string, nowMs: number): Bucket | null {
    const bucket = this.buckets.get(`${rule.name}\u0000${key}`);
    if (!bucket) return null;
    if (bucket.resetAt <= nowMs) {
      this.buckets.delete(`${rule.name}\u0000${key}`);
      return null;
    }
    return bucket;
  }

  private sweep(nowMs: number): void {
    for (const [id, bucket] of this.buckets) if (bucket.resetAt <= nowMs) this.buckets.delete(id);
    // Still too many live keys (a flood of distinct addresses): drop the oldest rather than grow without bound.
    if (this.buckets.size > MAX_BUCKETS) {
      const excess = this.buckets.size - MAX_BUCKETS;
      let dropped = 0;
      for (const id of this.buckets.keys()) {
        if (dropped >= excess) break;
        this.buckets.delete(id);
        dropped += 1;
      }
    }
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits of the account endpoints. */
export const RATE_RULES = {
  loginIp: { name: 'login:ip', limit: 30, windowMs: 15 * MINUTE },
  loginEmail: { name: 'login:email', limit: 5, windowMs: 15 * MINUTE },
  socialIp: { name: 'social:ip', limit: 30, windowMs: 15 * MINUTE },
  registerStepIp: { name: 'register-step:ip', limit: 120, windowMs: HOUR },
  registerIp: { name: 'register:ip', limit: 10, windowMs: HOUR },
  registerEmail: { name: 'register:email', limit: 3, windowMs: HOUR },
  uploadIp: { name: 'upload:ip', limit: 30, windowMs: HOUR },
  /** Post images: 4 a post at most (docs/storage.md), a few posts an hour, retries and removed images. */
  postImageUser: { name: 'post-image:user', limit: 60, windowMs: HOUR },
  postImageIp: { name: 'post-image:ip', limit: 120, windowMs: HOUR },
  resetIp: { name: 'reset:ip', limit: 20, windowMs: HOUR },
  resetEmail: { name: 'reset:email', limit: 3, windowMs: HOUR },
  resetSubmitIp: { name: 'reset-submit:ip', limit: 20, windowMs: HOUR },
  /** The reset page asks once each time it opens whether its link works: its own count, so opening never uses up resets. */
  resetCheckIp: { name: 'reset-check:ip', limit: 60, windowMs: HOUR },
  resendIp: { name: 'resend:ip', limit: 20, windowMs: HOUR },
  /** docs/product.md, Behaviour: resend cools down 60 s (the button counts it down). */
  resendEmail: { name: 'resend:email', limit: 1, windowMs: MINUTE },
  verifyIp: { name: 'verify:ip', limit: 60, windowMs: 15 * MINUTE },
  /** The verify-email dialog polls every 3 s. */
  statusIp: { name: 'status:ip', limit: 120, windowMs: 5 * MINUTE },
  passwordChangeUser: { name: 'password-change:user', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

/** The process-wide limiter of the account API. */
export const accountRateLimiter = new RateLimiter();
