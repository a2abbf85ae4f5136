// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import SubscriptionBoxMarkup from './subscription-box-markup';
import { resetSubscriptions } from './subscription-state';
import { storeAlert } from './subscription-test-fixtures';

startMsw();

/** The interactive box, the form and the API client load with dynamic imports: slow on a cold run. */
const firstCall = { timeout: 5000 };

function renderBoxes(locale: 'nl' | 'fr' = 'nl') {
  renderWithApp(
    <>
      <SubscriptionBoxMarkup entity="stores" id={5} name="Bouwhuis" />
      <SubscriptionBoxMarkup entity="stores" id={5} name="Bouwhuis" variant="compact" />
    </>,
    locale,
  );
}

beforeEach(() => {
  resetSession();
  resetDialogs();
  resetSubscriptions();
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
});

describe('subscription box as server markup', () => {
  it("gives a guest the box's heading, text and Follow button, and Follow opens that box's form", async () => {
    useSession.setState({ status: 'guest', user: null });
    renderBoxes();
    const headings = screen.getAllByRole('heading', { level: 2, name: 'Deal alerts voor Bouwhuis' });
    expect(headings).toHaveLength(2);
    // The compact box (phones) shows no explanation until opened.
    expect(screen.getAllByText('Volg Bouwhuis en krijg een alert zodra er een nieuwe folder of promotie is.')).toHaveLength(1);
    const [, compact] = screen.getAllByRole('region', { name: 'Deal alerts voor Bouwhuis' });
    const follow = within(compact!).getByRole('button', { name: 'Volgen' });
    expect(follow).not.toHaveAttribute('aria-pressed');

    fireEvent.click(follow);
    // The interactive box takes the markup's place: the form opens in the compact box, the one clicked.
    const form = await screen.findByRole('form', { name: 'Deal alert voor Bouwhuis' }, firstCall);
    expect(screen.getAllByRole('region', { name: 'Deal alerts voor Bouwhuis' })[1]).toContainElement(form);
    await waitFor(() => expect(within(form).getByRole('checkbox', { name: 'Per e-mail' })).toHaveFocus());
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
    // No call reached the API: msw fails the test on any unhandled request.
  });

  it('names the box in French', () => {
    useSession.setState({ status: 'guest', user: null });
    renderBoxes('fr');
    expect(screen.getAllByRole('button', { name: 'Suivre' })).toHaveLength(2);
  });

  it("loads the interactive box for a member, with the member's alert", async () => {
    useSession.setState({ status: 'user', user: demoUser({ subscriptions_count: 1 }) });
    server.use(http.get(`${API}/subscriptions`, () => HttpResponse.json({ data: [storeAlert()] })));
    renderBoxes();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Gevolgd' })).toHaveLength(2), firstCall);
    expect(screen.getAllByRole('button', { name: 'Gevolgd' })[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Volgen' })).toBeNull();
  });

});
