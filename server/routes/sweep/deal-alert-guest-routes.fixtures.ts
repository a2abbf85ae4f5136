import { expect } from 'vitest';
import { manageToken } from '../../services/deal-alerts/links';
import { keys, type RouteSpec } from './spec.fixtures';

/**
 * The sweep's specs of the guests' deal alert routes (deal-alert-guests*.test.ts test their
 * behaviour). The manage list's happy path reads an address with no alerts through a genuine link.
 */

const SWEEP_ADDRESS = 'sweep-guest@example.be';
const token = () => `token=${manageToken(SWEEP_ADDRESS)}`;
/** Link routes count every call per caller; the sweep sends many from one. */
const LINK_ALLOWED = [200, 404, 422, 429];

export const DEAL_ALERT_GUEST_ROUTES: RouteSpec[] = [
  { method: 'POST', path: '/api/deal-alerts/guest', check: () => undefined },
  { method: 'POST', path: '/api/deal-alerts/confirm', check: () => undefined },
  {
    method: 'GET',
    path: '/api/deal-alerts/manage',
    query: ['token', 'locale'],
    base: token,
    happyQuery: token,
    allowed: LINK_ALLOWED,
    check: (body) => {
      const { data } = body as { data: { email: string; alerts: unknown[] } };
      keys(data, ['email', 'alerts']);
      expect(data.email).toBe(SWEEP_ADDRESS);
      expect(data.alerts).toEqual([]);
    },
  },
  { method: 'PATCH', path: '/api/deal-alerts/manage/:id', params: { id: () => '1' }, base: token, allowed: LINK_ALLOWED, check: () => undefined },
  { method: 'DELETE', path: '/api/deal-alerts/manage/:id', params: { id: () => '1' }, base: token, allowed: LINK_ALLOWED, check: () => undefined },
  { method: 'DELETE', path: '/api/deal-alerts/manage', base: token, allowed: LINK_ALLOWED, check: () => undefined },
  { method: 'POST', path: '/api/deal-alerts/unsubscribe', base: token, allowed: LINK_ALLOWED, check: () => undefined },
];
