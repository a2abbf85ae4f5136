// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PromoActionFlags } from '@/lib/api/actions';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import PromoControls from './promo-controls';
import { resetEngagement } from './engagement-test-utils';

startMsw();

const NO_FLAGS: PromoActionFlags = { ...NO_PROMO_FLAGS, rating_calculated: 12, hits_count: 14, dislikes_count: 2 };
const detail = (flags: Partial<PromoActionFlags> = {}) => ({ id: 36, title: 'Hopveld Pils', ...NO_FLAGS, ...flags });
/** The member's controls load with a dynamic import, then the API client: slow on a cold run. */
const firstCall = { timeout: 5000 };

function renderControls(locale: 'nl' | 'fr' = 'nl', expired = false) {
  renderWithApp(<PromoControls kind="OnlinePromo" id={36} title="Hopveld Pils" expired={expired} rating={12} hits={14} dislikes={2} />, locale);
}

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(resetEngagement);

describe('promo page controls for a guest (server markup)', () => {
  it('renders the guest buttons and names without asking anything, and a click opens the login dialog', async () => {
    useSession.setState({ status: 'guest', user: null });
    renderControls();
    const votes = within(screen.getByRole('group', { name: 'Wat vind je van deze deal?' }));
    expect(votes.getByText('+12°')).toBeInTheDocument();
    expect(votes.getByText('Waardering +12 (14 stemmen voor, 2 tegen)')).toBeInTheDocument();
    expect(screen.getByText('14 hits · 2 dislikes')).toBeInTheDocument();
    const controls = within(screen.getByRole('group', { name: 'Jouw acties voor deze deal' }));
    for (const name of ['Stem voor', 'Stem tegen', 'Favoriet', 'Volg deze deal', 'Verbergen', 'Meld als verlopen']) {
      const control = name === 'Volg deze deal' || name === 'Verbergen' || name === 'Meld als verlopen' ? controls.getByRole('button', { name }) : button(name);
      expect(control).not.toHaveAttribute('aria-pressed');
      expect(control).toHaveAttribute('aria-haspopup', 'dialog');
    }
    expect(controls.getByRole('button', { name: 'Volg deze deal' })).toHaveAccessibleDescription(/.+/);

    fireEvent.click(button('Stem voor'));
    await waitFor(() => expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default' }));
    await waitFor(() => expect(button('Stem voor')).toHaveAttribute('aria-expanded', 'true'));
    // No call reached the API: msw fails the test on any unhandled request.
  });

  it('has no report button once rendered expired, and names its controls in French', () => {
    useSession.setState({ status: 'guest', user: null });
    renderControls('fr', true);
    expect(screen.getByRole('group', { name: 'Que pensez-vous de ce bon plan ?' })).toBeInTheDocument();
    for (const name of ['Voter pour', 'Voter contre', 'Favori']) expect(button(name)).toBeInTheDocument();
    const controls = within(screen.getByRole('group', { name: 'Vos actions pour ce bon plan' }));
    expect(controls.getAllByRole('button')).toHaveLength(2);
  });

  it('sets the favourite the guest asked for once they logged in from the dialog, once', async () => {
    useSession.setState({ status: 'guest', user: null });
    const calls: string[] = [];
    server.use(
      http.get(`${API}/online-promos/36`, () => HttpResponse.json({ data: detail() })),
      http.put(`${API}/online-promos/36/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_FLAGS, is_favourite: true } });
      }),
    );
    renderControls();
    fireEvent.click(button('Favoriet'));
    await waitFor(() => expect(useDialogs.getState().dialogs.auth.open).toBe(true));

    act(() => useSession.setState({ status: 'user', user: demoUser() }));
    await waitFor(() => expect(button('Favoriet')).toHaveAttribute('aria-pressed', 'true'), firstCall);
    expect(screen.getAllByRole('button', { name: 'Favoriet' })).toHaveLength(1);
    expect(calls).toEqual(['set-favorite']);
  });
});

describe('promo page controls when the session check finds a member', () => {
  it.each(['Verbergen', 'Meld als verlopen'])("keeps a keyboard user's focus on %s when the member's controls take the markup's place", async (name) => {
    useSession.setState({ status: 'guest', user: null });
    server.use(http.get(`${API}/online-promos/36`, () => HttpResponse.json({ data: detail() })));
    renderControls();
    const guest = button(name);
    guest.focus();
    act(() => useSession.setState({ status: 'user', user: demoUser() }));
    await waitFor(() => expect(button('Favoriet')).toHaveAttribute('aria-pressed', 'false'), firstCall);
    expect(guest.isConnected).toBe(false);
    expect(button(name)).toHaveFocus();
  });
});

describe('promo page controls for a member', () => {
  it("loads the interactive controls with the member's flags", async () => {
    useSession.setState({ status: 'user', user: demoUser() });
    server.use(http.get(`${API}/online-promos/36`, () => HttpResponse.json({ data: detail({ is_hit: true, subscriptions: true, rating_calculated: 13, hits_count: 15 }) })));
    renderControls();
    await waitFor(() => expect(button('Stem voor')).toHaveAttribute('aria-pressed', 'true'), firstCall);
    expect(button('Favoriet')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('+13°')).toBeInTheDocument();
    await waitFor(() => expect(button('Je volgt deze deal')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getAllByRole('group', { name: 'Jouw acties voor deze deal' })).toHaveLength(1);
  });
});
