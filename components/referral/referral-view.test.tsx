// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MyReferrals } from '@/lib/api/referral';
import { getQueryClient } from '@/lib/queries/query-client';
import { resetSession, useSession } from '@/lib/stores/session';
import { resetNavigation } from '@/tests/mocks/next-navigation';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import ReferralView from './referral-view';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

const referrals = (overrides: Partial<MyReferrals> = {}): MyReferrals => ({
  link: 'http://site.test/register?invited_by=AB12CD34EF',
  code: 'AB12CD34EF',
  friends_joined: 2,
  points_earned: 25,
  friends: [
    { fname: 'Fien', joined_at: '2026-11-20T10:00:00.000Z', first_post_at: '2026-11-22T10:00:00.000Z' },
    { fname: 'Jonas', joined_at: '2026-11-18T10:00:00.000Z', first_post_at: null },
  ],
  ...overrides,
});
const bonusActions = [{ type: 'referrals_first_post_approved', bonusable_type: 'User', bonusable_id: null, impact_on_balance: 25, optional_impact: 0 }];

beforeEach(() => {
  // A desktop pointer: the share buttons show Messenger on touch screens only.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  getQueryClient().clear();
  resetSession();
  resetNavigation({ pathname: '/verwijs-een-vriend' });
  server.use(
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${API}/bonus-actions`, () => HttpResponse.json({ data: bonusActions })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the refer-a-friend page', () => {
  it('shows the link with the share buttons, the figures, the friends and the bonus per friend', async () => {
    server.use(http.get(`${API}/me/referrals`, () => HttpResponse.json({ data: referrals() })));
    act(() => useSession.getState().setUser(demoUser()));
    renderWithApp(<ReferralView />);
    expect(await screen.findByLabelText('Jouw uitnodigingslink', {}, { timeout: 8000 })).toHaveValue('http://site.test/register?invited_by=AB12CD34EF');
    expect(await screen.findByText(/dan krijg je 25 bonuspunten\./)).toBeInTheDocument();
    expect(screen.getByTestId('friends-joined')).toHaveTextContent('2');
    expect(screen.getByTestId('points-earned')).toHaveTextContent('25');
    const share = screen.getByRole('list', { name: 'Delen' });
    expect(within(share).getByRole('button', { name: 'Kopieer link' })).toBeInTheDocument();
    // Every shared address keeps the invitation and says which button shared it.
    const whatsapp = within(share).getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '';
    expect(decodeURIComponent(whatsapp)).toContain('invited_by=AB12CD34EF&share_source=wa');
    expect(screen.getByText('Fien').nextSibling).toHaveTextContent('Lid sinds 20/11/2026 · Eerste bericht op 22/11/2026');
    expect(screen.getByText('Jonas').nextSibling).toHaveTextContent('Lid sinds 18/11/2026 · Nog geen bericht');
  });

  it('says so when nobody joined yet (French), and offers a retry when loading fails', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/me/referrals`, () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json({ data: referrals({ friends_joined: 0, points_earned: 0, friends: [] }) }),
      ),
    );
    act(() => useSession.getState().setUser(demoUser({ locale: 'fr' })));
    renderWithApp(<ReferralView />, 'fr');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Personne ne s'est encore inscrit avec votre lien. Partagez-le avec vos amis !", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('friends-joined')).toHaveTextContent('0');
  });
});
