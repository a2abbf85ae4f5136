// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MyPointsResponse, PointsHistoryEntry } from '@/lib/api/referral';
import { getQueryClient } from '@/lib/queries/query-client';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, renderWithApp } from '@/components/auth/auth-test-utils';
import PointsHistory from './points-history';

startMsw();

const entry = (id: number, impact: number, label: string, url?: string): PointsHistoryEntry => ({
  id,
  action: impact < 0 ? 'prize_request' : 'post_approved_report',
  impact,
  label,
  created_at: '2026-11-20T10:00:00.000Z',
  ...(url ? { url } : {}),
});
const page = (current: number, last: number, history: PointsHistoryEntry[]): MyPointsResponse => ({
  data: { available: 12, total: 42, history },
  meta: { current_page: current, last_page: last, per_page: 10, total: 3 },
});

beforeEach(() => {
  getQueryClient().clear();
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
});

describe('the points history in settings', () => {
  it('shows the balance and the history page by page, spent points with a minus and links to what they were for', async () => {
    const pages: string[] = [];
    server.use(
      http.get(`${API}/me/points`, ({ request }) => {
        const number = Number(new URL(request.url).searchParams.get('page'));
        pages.push(String(number));
        return HttpResponse.json(
          number === 1
            ? page(1, 2, [entry(3, -30, 'Prijs aangevraagd: Bioscoopticket', '/prijzenpot/4'), entry(2, 1, 'Bericht gepubliceerd: Koffie', '/posts/9')])
            : page(2, 2, [entry(1, 5, 'Welkomstbonus voor je inschrijving')]),
        );
      }),
    );
    renderWithApp(<PointsHistory userId={1} />);
    const section = await screen.findByRole('region', { name: 'Je punten' });
    const list = await within(section).findByRole('list', { name: 'Geschiedenis van je punten' });
    expect(within(section).getByTestId('points-available')).toHaveTextContent('12');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Prijs aangevraagd: Bioscoopticket20/11/2026−30 punten',
      'Bericht gepubliceerd: Koffie20/11/2026+1 punt',
    ]);
    expect(within(list).getByRole('link', { name: 'Prijs aangevraagd: Bioscoopticket' })).toHaveAttribute('href', '/prijzenpot/4');
    fireEvent.click(within(section).getByRole('button', { name: 'Meer tonen' }));
    await within(list).findByText('Welkomstbonus voor je inschrijving');
    expect(within(list).queryByRole('link', { name: 'Welkomstbonus voor je inschrijving' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Meer tonen' })).toBeNull();
    expect(pages).toEqual(['1', '2']);
  });

  it('says when there are none yet (French)', async () => {
    server.use(http.get(`${API}/me/points`, () => HttpResponse.json({ ...page(1, 1, []), data: { available: 0, total: 0, history: [] } })));
    renderWithApp(<PointsHistory userId={2} />, 'fr');
    const section = await screen.findByRole('region', { name: 'Vos points' });
    await within(section).findByText('Pas encore de points. Publiez une promo ou parrainez un ami pour en gagner.');
  });

  it('offers a retry when the history cannot load', async () => {
    let fail = true;
    server.use(http.get(`${API}/me/points`, () => (fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json(page(1, 1, [entry(1, 5, 'Welkomstbonus voor je inschrijving')])))));
    renderWithApp(<PointsHistory userId={3} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByText('Welkomstbonus voor je inschrijving');
  });
});
