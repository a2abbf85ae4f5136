import type { DealAlert } from '@/lib/api/deal-alerts';

/** How a deal alert is named on the link pages: what it follows, or its search words. */
export function alertTitle(alert: DealAlert, forQuery: (query: string) => string): string {
  return alert.subscriable ? alert.subscriable.data.title : forQuery(alert.query ?? '');
}
