// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import SubscriptionBox from './subscription-box';
import { resetSubscriptions } from './subscription-state';

startMsw();

/** The first call also loads the browser's API client (a dynamic import): slow on a cold run. */
const firstCall = { timeout: 5000 };

beforeEach(() => {
  resetSession();
  resetDialogs();
  resetSubscriptions();
  useToasts.getState().clear();
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
});

describe('SubscriptionBox for a guest', () => {
  it('offers deal alerts and opens the auth dialog on its default tab (French)', async () => {
    renderWithApp(<SubscriptionBox entity="stores" id={5} slug="bouwhuis" name="Bouwhuis" />, 'fr');
    expect(screen.getByRole('heading', { level: 2, name: 'Alertes promos pour Bouwhuis' })).toBeInTheDocument();
    expect(screen.getByText('Suivez Bouwhuis et recevez une alerte dès qu’un nouveau dépliant ou une nouvelle promo paraît.')).toBeInTheDocument();
    const follow = screen.getByRole('button', { name: 'Suivre' });
    expect(follow).not.toHaveAttribute('aria-pressed');
    expect(follow).toHaveAttribute('aria-haspopup', 'dialog');

    fireEvent.click(follow);
    await waitFor(() => expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default' }));
    expect(follow).toHaveAttribute('aria-expanded', 'true');
  });

  it('words the explanation per kind of entity', () => {
    renderWithApp(<SubscriptionBox entity="webshops" id={3} slug="boekenberg" name="Boekenberg" />);
    expect(screen.getByRole('heading', { name: 'Deal alerts voor Boekenberg' })).toBeInTheDocument();
    expect(screen.getByText('Volg Boekenberg en krijg een alert bij elke nieuwe kortingscode of deal.')).toBeInTheDocument();
  });
});

describe('SubscriptionBox for a signed-in member', () => {
  beforeEach(() => useSession.setState({ status: 'user', user: demoUser() }));

  it('shows that they follow, unfollows and follows again; two boxes share one look-up', async () => {
    const reads: string[] = [];
    const calls: string[] = [];
    server.use(
      http.get(`${API}/store/bouwhuis`, ({ request }) => {
        reads.push(request.url);
        return HttpResponse.json({ data: { id: 5, is_subscribed: true, translation: { title: 'Bouwhuis', slug: 'bouwhuis' } } });
      }),
      http.put(`${API}/stores/5/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { is_subscribed: params.action === 'subscribe' } });
      }),
    );
    renderWithApp(
      <>
        <SubscriptionBox entity="stores" id={5} slug="bouwhuis" name="Bouwhuis" />
        <SubscriptionBox entity="stores" id={5} slug="bouwhuis" name="Bouwhuis" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Gevolgd' })).toHaveLength(2), firstCall);
    expect(reads).toHaveLength(1);
    const [first] = screen.getAllByRole('button', { name: 'Gevolgd' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('Je krijgt deal alerts voor Bouwhuis.')).toHaveLength(2);

    const [unfollow] = screen.getAllByRole('button', { name: 'Niet meer volgen' });
    fireEvent.click(unfollow!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Volgen' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Niet meer volgen' })).not.toBeInTheDocument();
    const [follow] = screen.getAllByRole('button', { name: 'Volgen' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(follow).toHaveFocus();
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Je volgt Bouwhuis niet meer' });

    fireEvent.click(follow!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Gevolgd' })).toHaveLength(2));
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Je volgt Bouwhuis nu' });
    expect(calls).toEqual(['unsubscribe', 'subscribe']);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
  });

  it('keeps the state and says so when the call fails (French)', async () => {
    server.use(
      http.get(`${API}/brand/bandix`, () => HttpResponse.json({ data: { id: 57, is_subscribed: false } })),
      http.put(`${API}/brands/57/subscribe`, () => HttpResponse.json({ message: 'Trop de requêtes.' }, { status: 429 })),
    );
    renderWithApp(<SubscriptionBox entity="brands" id={57} slug="bandix" name="Bandix" />, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    await waitFor(
      () => expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'error', title: 'Impossible de suivre Bandix', message: 'Trop de requêtes.' }),
      firstCall,
    );
    expect(screen.getByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Ne plus suivre' })).not.toBeInTheDocument();
  });
});
