// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import SearchAlertButton from './search-alert-button';

startMsw();

/** The first call also loads the browser's API client (a dynamic import): slow on a cold run. */
const firstCall = { timeout: 5000 };

const alert = (query: string) => ({
  id: 7,
  query,
  daily_email_notification: true,
  weekly_email_notification: false,
  email: 'lotte@example.com',
  locale_id: 1,
  isEmail: true,
});

let subscribed: unknown[] = [];

beforeEach(() => {
  resetSession();
  resetDialogs();
  useToasts.getState().clear();
  subscribed = [];
  server.use(
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${API}/search/subscriptions`, () => HttpResponse.json({ data: [alert('Nespresso')] })),
    http.put(`${API}/search/subscribe`, async ({ request }) => {
      const body = (await request.json()) as { query: string };
      subscribed.push(body);
      return HttpResponse.json({ data: alert(body.query) });
    }),
  );
});

describe('SearchAlertButton for a guest', () => {
  it('opens the auth dialog, and makes the alert once they log in from it (French)', async () => {
    renderWithApp(<SearchAlertButton query="koffie" />, 'fr');
    const button = screen.getByRole('button', { name: 'M’alerter pour cette recherche' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(button);
    await waitFor(() => expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default' }));
    expect(subscribed).toEqual([]);

    useSession.setState({ status: 'user', user: demoUser() });
    await waitFor(() => expect(subscribed).toEqual([{ query: 'koffie', daily_email_notification: true }]), firstCall);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Alerte active.'));
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Alerte promo créée' });
  });
});

describe('SearchAlertButton by e-mail', () => {
  it('offers a guest the e-mail alert of /deal-alerts with the words; a member, on the same line, their alerts', async () => {
    renderWithApp(<SearchAlertButton query="koffie bonen" />, 'fr');
    expect(screen.getByRole('link', { name: 'Pas de compte ? Recevez-les par e-mail' })).toHaveAttribute('href', '/fr/deal-alerts?query=koffie+bonen');
    useSession.setState({ status: 'user', user: demoUser() });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pas de compte ? Recevez-les par e-mail' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Toutes vos alertes promo' })).toHaveAttribute('href', '/fr/deal-alerts');
  });
});

describe('SearchAlertButton for a member', () => {
  beforeEach(() => useSession.setState({ status: 'user', user: demoUser() }));

  it('shows the alert active when they already have one for the query, in any case', async () => {
    renderWithApp(<SearchAlertButton query="nespresso" />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Alert actief.'), firstCall);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('makes a daily alert with a toast, then shows it active', async () => {
    renderWithApp(<SearchAlertButton query="koffie" />);
    fireEvent.click(screen.getByRole('button', { name: 'Alert me voor deze zoekopdracht' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Alert actief.'), firstCall);
    expect(subscribed).toEqual([{ query: 'koffie', daily_email_notification: true }]);
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({
      type: 'success',
      title: 'Deal alert ingesteld',
      message: 'Je krijgt elke dag een e-mail met de nieuwe deals voor “koffie”.',
    });
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
  });

  it('gives the focus to the active alert that takes the button’s place, announced once (the toast)', async () => {
    renderWithApp(<SearchAlertButton query="koffie" />);
    const button = screen.getByRole('button', { name: 'Alert me voor deze zoekopdracht' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Alert actief.'), firstCall);
    // The keyboard stays at this place in the page rather than dropping to <body>.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(useToasts.getState().toasts).toHaveLength(1);
  });

  it('leaves the focus alone when it had moved on before the alert was made', async () => {
    renderWithApp(
      <>
        <SearchAlertButton query="koffie" />
        <a href="#elders">Elders</a>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Alert me voor deze zoekopdracht' }));
    screen.getByRole('link', { name: 'Elders' }).focus();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Alert actief.'), firstCall);
    expect(screen.getByRole('link', { name: 'Elders' })).toHaveFocus();
  });

  it('keeps the button and says so when the call fails', async () => {
    server.use(http.put(`${API}/search/subscribe`, () => HttpResponse.json({ message: 'Te veel verzoeken.' }, { status: 429 })));
    renderWithApp(<SearchAlertButton query="koffie" />);
    fireEvent.click(screen.getByRole('button', { name: 'Alert me voor deze zoekopdracht' }));
    await waitFor(
      () => expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'error', title: 'De deal alert kon niet worden ingesteld' }),
      firstCall,
    );
    expect(screen.getByRole('button', { name: 'Alert me voor deze zoekopdracht' })).toBeInTheDocument();
  });
});
