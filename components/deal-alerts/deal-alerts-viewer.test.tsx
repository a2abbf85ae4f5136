// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import { resetSubscriptions, useSubscriptions } from '@/components/engagement/subscription-state';
import type { DealAlert } from '@/lib/api/deal-alerts';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import DealAlertsViewer from './deal-alerts-viewer';
import GuestOnly from './guest-only';
import { dealAlert, storeAlert as fixtureStoreAlert } from '@/components/engagement/subscription-test-fixtures';

startMsw();

const slow = { timeout: 5000 };
const targets = [
  { type: 'Category' as const, id: 8, title: 'Tuin' },
  { type: 'Store' as const, id: 5, title: 'Bouwhuis' },
];

const alert = (overrides: Partial<DealAlert>) => dealAlert({ locale_id: 2, ...overrides });
const storeAlert = fixtureStoreAlert({ locale_id: 2 });
const keywordAlert = alert({ id: 32, query: 'airfryer', daily_email_notification: true, max_price: 79.5 });

function describedError(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

beforeEach(() => {
  resetSession();
  resetSubscriptions();
  useToasts.getState().clear();
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
});

describe('/deal-alerts for a guest', () => {
  beforeEach(() => useSession.setState({ status: 'guest', user: null }));

  it('fills in the words of a search it was sent from and gives the address field the focus (French)', async () => {
    window.history.replaceState(null, '', '/fr/deal-alerts?query=koffie%20bonen');
    try {
      renderWithApp(<DealAlertsViewer targets={targets} />, 'fr');
      const form = await screen.findByRole('form', { name: 'Créez une alerte promo avec votre adresse e-mail' }, slow);
      expect(within(form).getByRole('combobox', { name: 'Que voulez-vous suivre ?' })).toHaveValue('query');
      expect(within(form).getByRole('textbox', { name: 'Mot-clé' })).toHaveValue('koffie bonen');
      await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Votre adresse e-mail' })).toHaveFocus());
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('subscribes by e-mail to a keyword, after checking what to follow (Dutch)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/deal-alerts/guest`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { status: 'pending' } }, { status: 202 });
      }),
    );
    renderWithApp(
      <>
        <GuestOnly>
          <p>Log in om deal alerts te maken</p>
        </GuestOnly>
        <DealAlertsViewer targets={targets} />
      </>,
    );
    expect(screen.getByText('Log in om deal alerts te maken')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Maak een deal alert met je e-mailadres' }, slow);
    const target = within(form).getByRole('combobox', { name: 'Wat wil je volgen?' });
    expect(within(target).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kies een categorie, een winkel of een zoekwoord',
      'Tuin',
      'Bouwhuis',
      'Een zoekwoord…',
    ]);
    const submit = within(form).getByRole('button', { name: 'Alert maken' });
    fireEvent.click(submit);
    await waitFor(() => expect(describedError(target)).toBe('Kies wat je wilt volgen.'));
    expect(describedError(within(form).getByRole('textbox', { name: 'Je e-mailadres' }))).toContain('Vul je e-mailadres in om alerts per e-mail te krijgen.');
    await waitFor(() => expect(target).toHaveFocus());

    fireEvent.change(target, { target: { value: 'query' } });
    const query = within(form).getByRole('textbox', { name: 'Zoekwoord' });
    fireEvent.change(query, { target: { value: 'tv' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Je e-mailadres' }), { target: { value: 'an@example.test' } });
    fireEvent.click(submit);
    await waitFor(() => expect(describedError(query)).toContain('Vul een zoekwoord van minstens 3 tekens in.'));

    fireEvent.change(query, { target: { value: 'airfryer' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Wekelijks' }));
    fireEvent.click(submit);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check je mailbox: we stuurden een e-mail naar an@example.test. Bevestig daar je alert voor „airfryer”.');
    expect(bodies).toEqual([{ email: 'an@example.test', locale: 'nl', daily_email_notification: false, weekly_email_notification: true, query: 'airfryer' }]);
  });

  it('follows a listed store (French)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/deal-alerts/guest`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { status: 'pending' } }, { status: 202 });
      }),
    );
    renderWithApp(<DealAlertsViewer targets={targets} />, 'fr');
    const form = await screen.findByRole('form', { name: 'Créez une alerte promo avec votre adresse e-mail' }, slow);
    fireEvent.change(within(form).getByRole('combobox', { name: 'Que voulez-vous suivre ?' }), { target: { value: 'Store:5' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Votre adresse e-mail' }), { target: { value: 'pas-une-adresse' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer l’alerte' }));
    expect(await within(form).findByText('Cette adresse e-mail n’est pas valide. Vérifiez-la.')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Votre adresse e-mail' }), { target: { value: 'lea@example.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer l’alerte' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Consultez votre boîte mail : nous avons envoyé un e-mail à lea@example.test. Confirmez-y votre alerte pour Bouwhuis.',
    );
    expect(bodies).toEqual([{ email: 'lea@example.test', locale: 'fr', daily_email_notification: true, weekly_email_notification: false, target: { type: 'Store', id: 5 } }]);
  });
});

describe('/deal-alerts for a member', () => {
  beforeEach(() => useSession.setState({ status: 'user', user: demoUser({ subscriptions_count: 2 }) }));

  it('lists the alerts, changes a period and keyword limits, deletes after confirming, follows a suggestion (French)', async () => {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    const record = async (request: Request) => {
      const text = await request.text();
      calls.push({ method: request.method, path: new URL(request.url).pathname.replace('/api', ''), body: text ? JSON.parse(text) : null });
    };
    server.use(
      http.get(`${API}/subscriptions`, () => HttpResponse.json({ data: [storeAlert, keywordAlert] })),
      http.patch(`${API}/subscriptions/:id`, async ({ request, params }) => {
        await record(request);
        const base = params.id === '31' ? storeAlert : keywordAlert;
        return HttpResponse.json({ data: { ...base, ...(calls.at(-1)!.body as object) } });
      }),
      http.delete(`${API}/subscriptions/:id`, async ({ request, params }) => {
        await record(request);
        return HttpResponse.json({ data: { id: Number(params.id), deleted: true } });
      }),
      http.get(`${API}/suggested-subscriptions`, () =>
        HttpResponse.json({
          data: { stores: [], webshops: [{ type: 'Webshop', id: 3, data: { title: 'Boekenberg', slug: 'boekenberg', image_url: null } }], brands: [], categories: [] },
          meta: { current_page: 1, last_page: 1 },
        }),
      ),
      http.put(`${API}/webshops/3/subscribe`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({
          data: { is_subscribed: true, subscription: alert({ id: 40, subscriable: { type: 'Webshop', id: 3, data: { title: 'Boekenberg', slug: 'boekenberg', image_url: null } }, daily_email_notification: true }) },
        });
      }),
      http.get(`${API}/subscriptions/promos`, () => HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 9, total: 0, from: null, to: null } })),
    );
    renderWithApp(<DealAlertsViewer targets={targets} />, 'fr');
    const mine = await screen.findByRole('region', { name: 'Vos alertes promos' }, slow);
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(2));
    expect(within(mine).getByRole('link', { name: 'Bouwhuis' }).getAttribute('href')).toMatch(/^\/fr\/.+\/bouwhuis$/);
    expect(within(mine).getByText('« airfryer »')).toBeInTheDocument();
    expect(await screen.findByText('Aucune promo ne correspond à vos alertes pour le moment.')).toBeInTheDocument();

    const period = within(mine).getByRole('combobox', { name: 'À quelle fréquence pour Bouwhuis ?' });
    expect(period).toHaveValue('weekly');
    fireEvent.change(period, { target: { value: 'none' } });
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'PATCH', path: '/subscriptions/31', body: { daily_email_notification: false, weekly_email_notification: false } }));
    await waitFor(() => expect(period).toHaveValue('none'));
    expect(useSubscriptions.getState().member['stores:5']).toEqual({ id: 31, period: 'none' });

    // The price in the summary and in the field as the language writes it.
    expect(within(mine).getByText(/max\. 79,50\s€/)).toBeInTheDocument();
    fireEvent.click(within(mine).getByRole('button', { name: 'Filtres' }));
    const limits = within(mine).getByRole('form', { name: 'Filtres pour « airfryer »' });
    fireEvent.change(within(limits).getByRole('textbox', { name: 'Mots à exclure' }), { target: { value: 'reconditionné' } });
    const price = within(limits).getByRole('textbox', { name: 'Prix maximum (€)' });
    expect(price).toHaveValue('79,5');
    for (const bad of ['-3', '1e3']) {
      fireEvent.change(price, { target: { value: bad } });
      fireEvent.click(within(limits).getByRole('button', { name: 'Enregistrer les filtres' }));
      await waitFor(() => expect(describedError(price)).toContain('Indiquez un prix de 0 ou plus.'));
      // The keyboard goes to the field in error.
      await waitFor(() => expect(price).toHaveFocus());
    }
    fireEvent.change(price, { target: { value: '59,90' } });
    fireEvent.change(within(limits).getByRole('textbox', { name: 'Température minimum' }), { target: { value: '100' } });
    fireEvent.click(within(limits).getByRole('button', { name: 'Enregistrer les filtres' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ method: 'PATCH', path: '/subscriptions/32', body: { excluded_words: 'reconditionné', max_price: 59.9, min_temperature: 100 } }),
    );

    fireEvent.click(within(mine).getByRole('button', { name: 'Supprimer l’alerte pour Bouwhuis' }));
    const confirm = within(mine).getByRole('group', { name: 'Supprimer l’alerte pour Bouwhuis ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Oui, supprimer' }));
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.at(-1)).toEqual({ method: 'DELETE', path: '/subscriptions/31', body: null });
    expect(useSession.getState().user?.subscriptions_count).toBe(1);
    expect(within(mine).getByRole('heading', { name: 'Vos alertes promos' })).toHaveFocus();

    const suggested = screen.getByRole('region', { name: 'Vous aimerez peut-être suivre' });
    fireEvent.click(within(suggested).getByRole('button', { name: 'Suivre Boekenberg' }));
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/webshops/3/subscribe', body: { daily_email_notification: true } });
    expect(screen.queryByRole('region', { name: 'Vous aimerez peut-être suivre' })).not.toBeInTheDocument();
    expect(useSession.getState().user?.subscriptions_count).toBe(2);
  });
  it('keeps a deletion made while another alert’s period was being saved (the two answers do not undo each other)', async () => {
    let answerPatch: () => void = () => undefined;
    let promoLoads = 0;
    server.use(
      http.get(`${API}/subscriptions`, () => HttpResponse.json({ data: [storeAlert, keywordAlert] })),
      http.patch(`${API}/subscriptions/:id`, async () => {
        await new Promise<void>((resolve) => (answerPatch = resolve));
        return HttpResponse.json({ data: { ...keywordAlert, daily_email_notification: false, weekly_email_notification: true } });
      }),
      http.delete(`${API}/subscriptions/:id`, ({ params }) => HttpResponse.json({ data: { id: Number(params.id), deleted: true } })),
      http.get(`${API}/suggested-subscriptions`, () => HttpResponse.json({ data: { stores: [], webshops: [], brands: [], categories: [] }, meta: { current_page: 1, last_page: 1 } })),
      http.get(`${API}/subscriptions/promos`, () => {
        promoLoads += 1;
        return HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 9, total: 0, from: null, to: null } });
      }),
    );
    renderWithApp(<DealAlertsViewer targets={targets} />, 'fr');
    const mine = await screen.findByRole('region', { name: 'Vos alertes promos' }, slow);
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(2));
    // The keyword alert's period goes out and waits for its answer…
    fireEvent.change(within(mine).getByRole('combobox', { name: 'À quelle fréquence pour « airfryer » ?' }), { target: { value: 'weekly' } });
    // …while the store's alert is deleted.
    fireEvent.click(within(mine).getByRole('button', { name: 'Supprimer l’alerte pour Bouwhuis' }));
    fireEvent.click(within(within(mine).getByRole('group', { name: 'Supprimer l’alerte pour Bouwhuis ?' })).getByRole('button', { name: 'Oui, supprimer' }));
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(1));
    answerPatch();
    await waitFor(() => expect(within(mine).getByRole('combobox', { name: 'À quelle fréquence pour « airfryer » ?' })).toHaveValue('weekly'));
    expect(within(mine).getAllByRole('listitem')).toHaveLength(1);
    expect(within(mine).queryByRole('link', { name: 'Bouwhuis' })).toBeNull();
    // The promos of the alerts load again after each change (first load, the deletion, the period).
    await waitFor(() => expect(promoLoads).toBe(3));
  });
  it('after following a suggestion the keyboard goes on to the next one, not to the top of the page', async () => {
    const webshop = (id: number, title: string) => ({ type: 'Webshop', id, data: { title, slug: title.toLowerCase(), image_url: null } });
    server.use(
      http.get(`${API}/subscriptions`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/suggested-subscriptions`, () =>
        HttpResponse.json({ data: { stores: [], webshops: [webshop(3, 'Boekenberg'), webshop(4, 'Koffiehoek')], brands: [], categories: [] }, meta: { current_page: 1, last_page: 1 } }),
      ),
      http.put(`${API}/webshops/:id/subscribe`, ({ params }) =>
        HttpResponse.json({ data: { is_subscribed: true, subscription: alert({ id: 40 + Number(params.id), subscriable: webshop(Number(params.id), 'Boekenberg') as DealAlert['subscriable'], daily_email_notification: true }) } }),
      ),
      http.get(`${API}/subscriptions/promos`, () => HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 9, total: 0, from: null, to: null } })),
    );
    renderWithApp(<DealAlertsViewer targets={targets} />, 'fr');
    const suggested = await screen.findByRole('region', { name: 'Vous aimerez peut-être suivre' }, slow);
    const first = await within(suggested).findByRole('button', { name: 'Suivre Boekenberg' });
    first.focus();
    fireEvent.click(first);
    await waitFor(() => expect(within(suggested).getByRole('button', { name: 'Suivre Koffiehoek' })).toHaveFocus());
    expect(within(suggested).queryByRole('button', { name: 'Suivre Boekenberg' })).toBeNull();
  });
});
