import { http, HttpResponse } from 'msw';
import { API } from '@/components/auth/auth-test-utils';
import { resetDialogs } from '@/lib/stores/dialogs';
import { resetSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server } from '@/tests/mocks/server';
import { resetPromoEngagement } from './promo-engagement-state';

/**
 * The state every engagement test starts from (`beforeEach(resetEngagement)`): no session, no dialog,
 * no promo engagement or toast, and the API's failure log answered (a failed call logs itself).
 */
export function resetEngagement(): void {
  resetSession();
  resetDialogs();
  resetPromoEngagement();
  useToasts.getState().clear();
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
}
