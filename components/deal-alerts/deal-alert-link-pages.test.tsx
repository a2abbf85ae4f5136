// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DealAlert } from '@/lib/api/deal-alerts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, renderWithApp } from '@/components/auth/auth-test-utils';
import DealAlertConfirmView from './deal-alert-confirm-view';
import DealAlertManageView from './deal-alert-manage-view';
import DealAlertUnsubscribeView from './deal-alert-unsubscribe-view';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

beforeEach(() => {
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
});

const alert = (overrides: Partial<DealAlert> = {}): DealAlert => ({
  id: 5,
  subscriable: { type: 'Store', id: 3, data: { title: 'Bakkerij Peeters', slug: 'bakkerij-peeters', image_url: null } },
  query: null,
  daily_email_notification: true,
  weekly_email_notification: false,
  email: 'gast@example.be',
  locale_id: 1,
  isEmail: true,
  excluded_words: null,
  max_price: null,
  min_temperature: null,
  created_at: '2026-11-26T09:00:00Z',
  ...overrides,
});

/** Every call the page makes, as `METHOD path?query` with its JSON body. */
function recordCalls(): Array<{ call: string; body: unknown }> {
  const calls: Array<{ call: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({ call: `${request.method} ${url.pathname}${url.search}`, body: text ? JSON.parse(text) : null });
  };
  server.use(
    http.post(`${API}/deal-alerts/confirm`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { alert: alert(), manage_url: 'http://localhost:3000/deal-alerts/manage?token=m.sig' } });
    }),
    http.post(`${API}/deal-alerts/unsubscribe`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { unsubscribed: true } });
    }),
    http.get(`${API}/deal-alerts/manage`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { email: 'gast@example.be', alerts: [alert(), alert({ id: 6, subscriable: null, query: 'koffie' })] } });
    }),
    http.patch(`${API}/deal-alerts/manage/:id`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: alert({ daily_email_notification: false, weekly_email_notification: true }) });
    }),
    http.delete(`${API}/deal-alerts/manage/:id`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { id: 6, deleted: true } });
    }),
  );
  return calls;
}

describe('/deal-alerts/confirm', () => {
  it('sends nothing on opening (mail scanners open links); confirms on the button, then links to the manage page', async () => {
    const calls = recordCalls();
    renderWithApp(<DealAlertConfirmView token="c0nfirm" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Bevestig mijn deal alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Je deal alert is actief');
    expect(calls).toEqual([{ call: 'POST /api/deal-alerts/confirm', body: { token: 'c0nfirm' } }]);
    expect(screen.getByRole('link', { name: 'Mijn deal alerts beheren' })).toHaveAttribute('href', '/deal-alerts/manage?token=m.sig');
  });

  it('a used or expired link says so, in French too', async () => {
    server.use(http.post(`${API}/deal-alerts/confirm`, () => HttpResponse.json({ message: 'This link is invalid or has expired.' }, { status: 404 })));
    renderWithApp(<DealAlertConfirmView token="old" />, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer mon alerte promo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est pas valide ou a expiré.');
  });
});

describe('/deal-alerts/unsubscribe', () => {
  it('asks first; unsubscribes on the button', async () => {
    const calls = recordCalls();
    renderWithApp(<DealAlertUnsubscribeView token="u.sig" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, schrijf me uit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Je bent uitgeschreven.');
    expect(calls.map((entry) => entry.call)).toEqual(['POST /api/deal-alerts/unsubscribe?token=u.sig']);
  });
});

describe('/deal-alerts/manage', () => {
  it('lists the alerts, changes a period and deletes one', async () => {
    const calls = recordCalls();
    renderWithApp(<DealAlertManageView token="m.sig" />);
    expect(await screen.findByText('Bakkerij Peeters')).toBeInTheDocument();
    expect(screen.getByText('Zoekopdracht ‘koffie’')).toBeInTheDocument();
    fireEvent.change(screen.getAllByLabelText('Hoe vaak?')[0] as HTMLElement, { target: { value: 'weekly' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Opgeslagen.'));
    fireEvent.click(screen.getByRole('button', { name: 'Deal alert ‘Zoekopdracht ‘koffie’’ verwijderen' }));
    await waitFor(() => expect(screen.queryByText('Zoekopdracht ‘koffie’')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { call: 'GET /api/deal-alerts/manage?token=m.sig', body: null },
      { call: 'PATCH /api/deal-alerts/manage/5?token=m.sig', body: { weekly_email_notification: true } },
      { call: 'DELETE /api/deal-alerts/manage/6?token=m.sig', body: null },
    ]);
  });
});
