// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import SubscriptionBox from './subscription-box';
import { resetSubscriptions } from './subscription-state';
import { storeAlert } from './subscription-test-fixtures';

startMsw();

/** The first call also loads the browser's API client and the form (dynamic imports): slow on a cold run. */
const firstCall = { timeout: 5000 };

/** The error tied to a control through aria-describedby. */
function describedError(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

beforeEach(() => {
  resetSession();
  resetDialogs();
  resetSubscriptions();
  useToasts.getState().clear();
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
});

describe('SubscriptionBox for a guest', () => {
  it('expanded: explains, and Follow opens the e-mail form (daily or weekly, no "in the site only")', async () => {
    renderWithApp(<SubscriptionBox entity="webshops" id={3} name="Boekenberg" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Deal alerts voor Boekenberg' })).toBeInTheDocument();
    expect(screen.getByText('Volg Boekenberg en krijg een alert bij elke nieuwe kortingscode of deal.')).toBeInTheDocument();
    const follow = screen.getByRole('button', { name: 'Volgen' });
    expect(follow).not.toHaveAttribute('aria-pressed');

    fireEvent.click(follow);
    const form = await screen.findByRole('form', { name: 'Deal alert voor Boekenberg' }, firstCall);
    expect(within(form).getByRole('group', { name: 'Hoe wil je je alerts krijgen?' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Per e-mail' })).toBeChecked();
    const periods = within(form).getByRole('group', { name: 'Hoe vaak?' });
    expect(within(periods).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['daily', 'weekly']);
    expect(within(form).getByRole('radio', { name: 'Dagelijks' })).toBeChecked();
    await waitFor(() => expect(within(form).getByRole('checkbox', { name: 'Per e-mail' })).toHaveFocus());
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
  });

  it('compact: one row until opened', () => {
    renderWithApp(<SubscriptionBox entity="stores" id={5} name="Bouwhuis" variant="compact" />);
    expect(screen.getByRole('heading', { name: 'Deal alerts voor Bouwhuis' })).toBeInTheDocument();
    expect(screen.queryByText(/Volg Bouwhuis en krijg/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgen' })).toBeInTheDocument();
  });

  it('checks the address, the channel and the period, then shows Followed and asks to confirm by mail (Dutch)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/deal-alerts/guest`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { status: 'pending' } }, { status: 202 });
      }),
    );
    renderWithApp(<SubscriptionBox entity="stores" id={5} name="Bouwhuis" />);
    fireEvent.click(screen.getByRole('button', { name: 'Volgen' }));
    const form = await screen.findByRole('form', { name: 'Deal alert voor Bouwhuis' }, firstCall);
    const submit = within(form).getByRole('button', { name: 'Alert maken' });
    const email = within(form).getByRole('textbox', { name: 'Je e-mailadres' });

    fireEvent.click(submit);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(describedError(email)).toContain('Vul je e-mailadres in om alerts per e-mail te krijgen.');
    await waitFor(() => expect(email).toHaveFocus());

    fireEvent.change(email, { target: { value: 'niet-een-adres' } });
    fireEvent.click(submit);
    await waitFor(() => expect(describedError(email)).toContain('Dit e-mailadres klopt niet. Kijk het even na.'));

    const channel = within(form).getByRole('checkbox', { name: 'Per e-mail' });
    fireEvent.click(channel);
    expect(channel).not.toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Dagelijks' })).not.toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Wekelijks' })).not.toBeChecked();
    fireEvent.click(submit);
    await waitFor(() => expect(describedError(channel)).toBe('Kies hoe je je alerts wilt krijgen: vink e-mail aan.'));
    expect(channel).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    fireEvent.click(within(form).getByRole('radio', { name: 'Wekelijks' }));
    expect(channel).toBeChecked();
    fireEvent.change(email, { target: { value: 'an@example.test' } });
    fireEvent.click(submit);

    const followed = await screen.findByRole('button', { name: 'Gevolgd' });
    expect(bodies).toEqual([
      { email: 'an@example.test', locale: 'nl', target: { type: 'Store', id: 5 }, daily_email_notification: false, weekly_email_notification: true },
    ]);
    expect(followed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Bijna klaar: bevestig je alert via de e-mail die we naar an@example.test stuurden. Kijk in je mailbox.');
    await waitFor(() => expect(followed).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Niet meer volgen' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Wijzigen' }));
    const again = await screen.findByRole('form', { name: 'Deal alert voor Bouwhuis' });
    expect(within(again).getByRole('textbox', { name: 'Je e-mailadres' })).toHaveValue('an@example.test');
    expect(within(again).getByRole('radio', { name: 'Wekelijks' })).toBeChecked();
  });

  it('words every message in French, the period one included', async () => {
    renderWithApp(<SubscriptionBox entity="brands" id={57} name="Bandix" />, 'fr');
    expect(screen.getByText('Suivez Bandix et recevez une alerte dès que la marque est en promo.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    const form = await screen.findByRole('form', { name: 'Alerte promo pour Bandix' }, firstCall);
    const submit = within(form).getByRole('button', { name: 'Créer l’alerte' });
    const channel = within(form).getByRole('checkbox', { name: 'Par e-mail' });
    const email = within(form).getByRole('textbox', { name: 'Votre adresse e-mail' });
    expect(within(form).getByRole('radio', { name: 'Chaque jour' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Chaque semaine' })).not.toBeChecked();

    fireEvent.click(submit);
    await waitFor(() => expect(describedError(email)).toContain('Indiquez votre adresse e-mail pour recevoir les alertes par e-mail.'));
    fireEvent.change(email, { target: { value: 'pas@adresse' } });
    fireEvent.click(submit);
    await waitFor(() => expect(describedError(email)).toContain('Cette adresse e-mail n’est pas valide. Vérifiez-la.'));

    fireEvent.click(channel);
    fireEvent.click(submit);
    await waitFor(() => expect(describedError(channel)).toBe('Choisissez comment recevoir vos alertes : cochez e-mail.'));
    // Back on, the period it cleared is still missing.
    fireEvent.click(channel);
    fireEvent.click(submit);
    const daily = within(form).getByRole('radio', { name: 'Chaque jour' });
    await waitFor(() => expect(describedError(daily)).toBe('Choisissez à quelle fréquence recevoir vos alertes.'));
    await waitFor(() => expect(daily).toHaveFocus());
  });

  it('logs in instead from the form: the member form opens after login', async () => {
    renderWithApp(<SubscriptionBox entity="stores" id={5} name="Bouwhuis" />, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    const form = await screen.findByRole('form', { name: 'Alerte promo pour Bouwhuis' }, firstCall);
    fireEvent.click(within(form).getByRole('button', { name: 'Vous avez un compte ? Connectez-vous' }));
    await waitFor(() => expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default' }));
  });
});

describe('SubscriptionBox for a signed-in member', () => {
  beforeEach(() => useSession.setState({ status: 'user', user: demoUser({ subscriptions_count: 1 }) }));

  it('shows the followed period; edits it to "in the site only", unfollows; two boxes share one look-up', async () => {
    const reads: string[] = [];
    const calls: Array<{ action: string; body: unknown }> = [];
    server.use(
      http.get(`${API}/subscriptions`, ({ request }) => {
        reads.push(request.url);
        return HttpResponse.json({ data: [storeAlert()] });
      }),
      http.put(`${API}/stores/5/:action`, async ({ params, request }) => {
        const text = await request.text();
        calls.push({ action: String(params.action), body: text ? JSON.parse(text) : null });
        return params.action === 'subscribe'
          ? HttpResponse.json({ data: { is_subscribed: true, subscription: storeAlert({ weekly_email_notification: false }) } })
          : HttpResponse.json({ data: { is_subscribed: false, subscription: null } });
      }),
    );
    renderWithApp(
      <>
        <SubscriptionBox entity="stores" id={5} name="Bouwhuis" />
        <SubscriptionBox entity="stores" id={5} name="Bouwhuis" variant="compact" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Gevolgd' })).toHaveLength(2), firstCall);
    expect(reads).toHaveLength(1);
    expect(screen.getAllByText('Je krijgt deal alerts voor Bouwhuis: elke week per e-mail.')).toHaveLength(2);
    const [first] = screen.getAllByRole('button', { name: 'Gevolgd' });
    expect(first).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getAllByRole('button', { name: 'Wijzigen' })[0]!);
    const form = await screen.findByRole('form', { name: 'Deal alert voor Bouwhuis' }, firstCall);
    expect(within(form).getByRole('radio', { name: 'Wekelijks' })).toBeChecked();
    fireEvent.click(within(form).getByRole('radio', { name: 'Alleen op de site' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getAllByText('Je krijgt deal alerts voor Bouwhuis: alleen op de site.')).toHaveLength(2));
    expect(calls).toEqual([{ action: 'subscribe', body: { daily_email_notification: false, weekly_email_notification: false } }]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Gevolgd' })[0]).toHaveFocus());

    fireEvent.click(screen.getAllByRole('button', { name: 'Niet meer volgen' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Volgen' })).toHaveLength(2));
    const [follow] = screen.getAllByRole('button', { name: 'Volgen' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(follow).toHaveFocus();
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Je volgt Bouwhuis niet meer' });
    expect(useSession.getState().user?.subscriptions_count).toBe(0);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
  });

  it('follows with a period picked in the form, "in the site only" offered (French)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/subscriptions`, () => HttpResponse.json({ data: [] })),
      http.put(`${API}/categories/8/subscribe`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          data: { is_subscribed: true, subscription: storeAlert({ id: 40, subscriable: { type: 'Category', id: 8, data: { title: 'Jardin', slug: 'jardin', image_url: null } } }) },
        });
      }),
    );
    renderWithApp(<SubscriptionBox entity="categories" id={8} name="Jardin" />, 'fr');
    expect(screen.getByText('Suivez Jardin et recevez une alerte à chaque nouvelle promo de cette catégorie.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    const form = await screen.findByRole('form', { name: 'Alerte promo pour Jardin' }, firstCall);
    expect(within(form).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Uniquement sur le site' })).not.toBeChecked();
    fireEvent.click(within(form).getByRole('radio', { name: 'Chaque semaine' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('button', { name: 'Suivi' })).toHaveAttribute('aria-pressed', 'true');
    expect(bodies).toEqual([{ daily_email_notification: false, weekly_email_notification: true }]);
    expect(screen.getByText('Vous recevez les alertes promos pour Jardin : chaque semaine par e-mail.')).toBeInTheDocument();
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Vous suivez désormais Jardin' });
    expect(useSession.getState().user?.subscriptions_count).toBe(2);
  });

  it('keeps the form and says why when the call fails (French)', async () => {
    server.use(
      http.get(`${API}/subscriptions`, () => HttpResponse.json({ data: [] })),
      http.put(`${API}/brands/57/subscribe`, () => HttpResponse.json({ message: 'Trop de requêtes.' }, { status: 429 })),
    );
    renderWithApp(<SubscriptionBox entity="brands" id={57} name="Bandix" />, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    const form = await screen.findByRole('form', { name: 'Alerte promo pour Bandix' }, firstCall);
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Trop de requêtes.');
    expect(screen.queryByRole('button', { name: 'Suivi' })).not.toBeInTheDocument();
  });
});
