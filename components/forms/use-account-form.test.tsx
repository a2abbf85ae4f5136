// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import SettingsView from '@/components/account/settings-view';
import { resetDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { resetNavigation } from '@/tests/mocks/next-navigation';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

beforeEach(() => {
  server.use(
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
    // The settings page's other sections (their own tests).
    http.get(`${API}/me/hidden-promos`, () => HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null } })),
    http.get(`${API}/me/points`, () => HttpResponse.json({ data: { available: 0, total: 0, history: [] }, meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } })),
  );
  resetSession();
  resetDialogs();
  useToasts.getState().clear();
  Cookies.set('auth-token', '5|abc', { path: '/' });
  resetNavigation({ pathname: '/settings' });
});

afterEach(() => vi.restoreAllMocks());

/**
 * In a browser the check's promises settle in the microtask checkpoint right after the submit
 * listener, while `window.event` is still the submit: React then gives each update its own
 * synchronous render, and the focus request may commit before the messages do. jsdom runs those
 * microtasks later, so the test puts the submit in `window.event` as the browser does.
 */
function submitAsInBrowser(button: HTMLElement) {
  const submit = new Event('submit');
  vi.spyOn(window, 'event', 'get').mockReturnValue(submit);
  button.focus();
  fireEvent.click(button);
}

function renderSettings() {
  act(() => useSession.getState().setUser(demoUser({ postal_code: '9000', birthday: '1990-04-12' })));
  renderWithApp(<SettingsView />);
}

describe('useAccountForm: focus on the first invalid field', () => {
  it('moves to the field the check marked, not before it is marked (profile, cleared first name)', async () => {
    renderSettings();
    const profile = screen.getByRole('region', { name: 'Profiel' });
    fireEvent.change(within(profile).getByLabelText('Voornaam'), { target: { value: '' } });
    submitAsInBrowser(within(profile).getByRole('button', { name: 'Profiel opslaan' }));
    expect(await within(profile).findByText('Voornaam is verplicht.')).toBeInTheDocument();
    const field = within(profile).getByLabelText('Voornaam');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('moves to the field of a server (422) message as well (password)', async () => {
    server.use(
      http.put(`${API}/me/settings`, () =>
        HttpResponse.json({ message: 'Ongeldig.', errors: { 'settings.current_password': ['Je huidige wachtwoord is niet juist.'] } }, { status: 422 }),
      ),
    );
    renderSettings();
    const form = screen.getByRole('region', { name: 'Wachtwoord wijzigen' });
    fireEvent.change(within(form).getByLabelText('Huidig wachtwoord'), { target: { value: 'Verkeerd-wachtwoord' } });
    fireEvent.change(within(form).getByLabelText('Nieuw wachtwoord'), { target: { value: 'Een-nieuw-sterk-wachtwoord' } });
    fireEvent.change(within(form).getByLabelText('Herhaal je nieuwe wachtwoord'), { target: { value: 'Een-nieuw-sterk-wachtwoord' } });
    submitAsInBrowser(within(form).getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await within(form).findByText('Je huidige wachtwoord is niet juist.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Huidig wachtwoord')).toHaveFocus());
  });

  it('leaves the focus where the visitor puts it once the messages are shown', async () => {
    renderSettings();
    const profile = screen.getByRole('region', { name: 'Profiel' });
    fireEvent.change(within(profile).getByLabelText('Voornaam'), { target: { value: '' } });
    fireEvent.change(within(profile).getByLabelText('Postcode'), { target: { value: '12' } });
    submitAsInBrowser(within(profile).getByRole('button', { name: 'Profiel opslaan' }));
    await waitFor(() => expect(within(profile).getByLabelText('Voornaam')).toHaveFocus());
    // Editing the postal code clears its message: the focus stays there, it does not jump back.
    const postal = within(profile).getByLabelText('Postcode');
    postal.focus();
    fireEvent.change(postal, { target: { value: '9000' } });
    await waitFor(() => expect(within(profile).queryByText('Vul een geldige Belgische postcode in (4 cijfers).')).toBeNull());
    expect(postal).toHaveFocus();
  });
});
