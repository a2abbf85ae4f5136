import { RateLimiter } from '../accounts/rate-limit';

/**
 * What a visitor adds to the popular lists (services/catalogue/popularity.ts): a page's view (the
 * view beacon) and a goto link's click. Each counts once per visitor and page or link within half an
 * hour, and a visitor's stop counting past a pace no person keeps, so a script replaying them cannot
 * push a store or webshop up the lists. Over the limits the caller answers as usual; the count just
 * does not move. Views and clicks are counted apart.
 */
export const VISITOR_COUNT_LIMITS = {
  /** The same page or link, per visitor. */
  perItem: { limit: 1, windowMs: 30 * 60_000 },
  /** All pages or links, per visitor. */
  perVisitor: { limit: 120, windowMs: 60 * 60_000 },
} as const;

export type VisitorCountKind = 'view' | 'click';

const limiter = new RateLimiter();

/** True when this visitor's view or click of `item` counts (no address known: it always counts). */
export function visitorCounts(kind: VisitorCountKind, clientIp: string | null, item: string): boolean {
  const ip = clientIp?.slice(0, 64) ?? null;
  return (
    limiter.hit(
      [
        { rule: { name: `${kind}:visitor-item`, ...VISITOR_COUNT_LIMITS.perItem }, key: ip && `${ip}:${item.slice(0, 64)}` },
        { rule: { name: `${kind}:visitor`, ...VISITOR_COUNT_LIMITS.perVisitor }, key: ip },
      ],
      Date.now(),
    ) === null
  );
}
