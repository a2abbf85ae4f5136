import type { DealAlert } from '@/lib/api/deal-alerts';

/** A deal alert as GET /subscriptions lists it: by e-mail, no period, on nothing yet (tests set what they need). */
export function dealAlert(overrides: Partial<DealAlert> = {}): DealAlert {
  return {
    id: 1,
    subscriable: null,
    query: null,
    daily_email_notification: false,
    weekly_email_notification: false,
    email: 'demo@example.test',
    locale_id: 1,
    isEmail: true,
    excluded_words: null,
    max_price: null,
    min_temperature: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A member's weekly e-mail alert on the store Bouwhuis. */
export function storeAlert(overrides: Partial<DealAlert> = {}): DealAlert {
  return dealAlert({
    id: 31,
    subscriable: { type: 'Store', id: 5, data: { title: 'Bouwhuis', slug: 'bouwhuis', image_url: null } },
    weekly_email_notification: true,
    ...overrides,
  });
}
