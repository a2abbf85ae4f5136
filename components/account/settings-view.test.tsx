// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import { resetDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { resetNavigation, router } from '@/tests/mocks/next-navigation';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import SettingsView from './settings-view';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

function answer(method: 'put' | 'post', path: string, status: number, body: JsonBodyType | ((sent: unknown) => JsonBodyType)) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const sent = await request.json();
      bodies.push(sent);
      return HttpResponse.json(typeof body === 'function' ? body(sent) : body, { status });
    }),
  );
  return bodies;
}

function toastTexts() {
  return useToasts.getState().toasts.map((toast) => ({ type: toast.type, title: toast.title, message: toast.message }));
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

function fill(scope: HTMLElement, label: string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

function renderSettings(locale: 'nl' | 'fr' = 'nl', user = demoUser({ locale, postal_code: '9000', birthday: '1990-04-12' })) {
  act(() => useSession.getState().setUser(user));
  return renderWithApp(<SettingsView />, locale);
}

beforeEach(() => {
  server.use(
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
    // The hidden promos section (its own test: hidden-promos.test.tsx).
    http.get(`${API}/me/hidden-promos`, () => HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null } })),
    // The points section (its own test: components/points/points-history.test.tsx).
    http.get(`${API}/me/points`, () => HttpResponse.json({ data: { available: 0, total: 0, history: [] }, meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } })),
  );
  resetSession();
  resetDialogs();
  useToasts.getState().clear();
  Cookies.set('auth-token', '5|abc', { path: '/' });
  sessionStorage.clear();
  resetNavigation({ pathname: '/settings' });
});

describe('SettingsView', () => {
  it('waits for the session, then fills the forms from the user', () => {
    renderWithApp(<SettingsView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Je gegevens worden geladen…');
    act(() => useSession.getState().setUser(demoUser({ postal_code: '9000', birthday: '1990-04-12', is_subscribed: true })));
    const profile = section('Profiel');
    expect(within(profile).getByLabelText('Voornaam')).toHaveValue('Demo');
    expect(within(profile).getByLabelText('E-mailadres')).toHaveAttribute('readonly');
    expect(within(profile).getByRole('radio', { name: 'Man' })).toBeChecked();
    expect(within(profile).getByRole('combobox', { name: 'Dag' })).toHaveValue('12');
    expect(within(profile).getByRole('combobox', { name: 'Maand' })).toHaveValue('4');
    expect(within(profile).getByRole('combobox', { name: 'Jaar' })).toHaveValue('1990');
    expect(within(profile).getByLabelText('Postcode')).toHaveValue('9000');
    expect(within(section('Taal en nieuwsbrief')).getByRole('checkbox', { name: /nieuwsbrief/ })).toBeChecked();
    expect(within(section('Taal en nieuwsbrief')).getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Mijn account verwijderen' })).toHaveAttribute('href', '/delete-account');
  });

  it('sends a guest whose token was refused to login, with the way back', async () => {
    act(() => useSession.setState({ status: 'guest', user: null }));
    renderWithApp(<SettingsView />, 'fr');
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(router.replace.mock.calls[0]?.[0]).toBe('/fr/login?redirect=%2Ffr%2Fsettings');
  });

  it('leaves a session that ends on the page (logout) to whoever ended it', async () => {
    renderSettings();
    await act(() => useSession.getState().clearLocal());
    expect(router.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Je gegevens worden geladen…');
  });

  describe('profile', () => {
    it('saves only what changed and updates the session', async () => {
      const bodies = answer('put', '/me', 200, (sent) => ({ data: demoUser({ ...(sent as object), postal_code: '1000', birthday: '1990-04-12' }) }));
      renderSettings();
      const profile = section('Profiel');
      fill(profile, 'Voornaam', 'Renée');
      fill(profile, 'Postcode', '1000');
      fireEvent.click(within(profile).getByRole('button', { name: 'Profiel opslaan' }));
      await waitFor(() => expect(toastTexts()).toEqual([{ type: 'success', title: 'Opgeslagen', message: 'Je profiel is bijgewerkt.' }]));
      expect(bodies).toEqual([{ fname: 'Renée', postal_code: '1000', include: 'account,socialAccounts' }]);
      expect(useSession.getState().user?.fname).toBe('Renée');
    });

    it('checks locally first: a half-filled birthday and a bad postal code never reach the API', async () => {
      const bodies = answer('put', '/me', 200, { data: demoUser() });
      renderSettings('nl', demoUser());
      const profile = section('Profiel');
      fireEvent.change(within(profile).getByRole('combobox', { name: 'Jaar' }), { target: { value: '1990' } });
      fill(profile, 'Postcode', '12');
      fireEvent.click(within(profile).getByRole('button', { name: 'Profiel opslaan' }));
      expect(await within(profile).findByText('Kies een geldige geboortedatum.')).toBeInTheDocument();
      expect(within(profile).getByText('Vul een geldige Belgische postcode in (4 cijfers).')).toBeInTheDocument();
      expect(within(profile).getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
      // The first invalid field in page order takes the focus: the birthday's first select.
      await waitFor(() => expect(within(profile).getByRole('combobox', { name: 'Dag' })).toHaveFocus());
      expect(bodies).toHaveLength(0);
    });

    describe('on a fixed day (25 November 2026: no year or leap day boundary in the way)', () => {
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
        vi.setSystemTime(new Date(2026, 10, 25, 12));
      });
      afterEach(() => vi.useRealTimers());

      it('refuses, in the visitor’s language, a postcode no Belgian place has and the birthday of a child', async () => {
        const bodies = answer('put', '/me', 200, { data: demoUser() });
        renderSettings('fr');
        const profile = section('Profil');
        fill(profile, 'Code postal', '9999');
        // Thirteen tomorrow: the youngest year offered, a day too young.
        fireEvent.change(within(profile).getByRole('combobox', { name: 'Jour' }), { target: { value: '26' } });
        fireEvent.change(within(profile).getByRole('combobox', { name: 'Mois' }), { target: { value: '11' } });
        fireEvent.change(within(profile).getByRole('combobox', { name: 'Année' }), { target: { value: '2013' } });
        fireEvent.click(within(profile).getByRole('button', { name: 'Enregistrer le profil' }));
        expect(await within(profile).findByText('Un code postal belge est compris entre 1000 et 9992.')).toBeInTheDocument();
        expect(within(profile).getByText('Vous devez avoir au moins 13 ans.')).toBeInTheDocument();
        expect(within(profile).getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true');
        expect(bodies).toHaveLength(0);
      });

      it('shows a birthday saved before the age limit as it is, and says what is wrong with it', async () => {
        const bodies = answer('put', '/me', 200, { data: demoUser() });
        renderSettings('nl', demoUser({ locale: 'nl', postal_code: '9000', birthday: '2016-05-01' }));
        const profile = section('Profiel');
        // Not an empty-looking select while the form holds the year.
        expect(within(profile).getByRole('combobox', { name: 'Jaar' })).toHaveValue('2016');
        expect(within(within(profile).getByRole('combobox', { name: 'Jaar' })).getAllByRole('option')[1]).toHaveValue('2016');
        // Only what changed is checked and sent: a changed day brings the age rule in.
        fireEvent.change(within(profile).getByRole('combobox', { name: 'Dag' }), { target: { value: '2' } });
        fireEvent.click(within(profile).getByRole('button', { name: 'Profiel opslaan' }));
        expect(await within(profile).findByText('Je moet minstens 13 jaar oud zijn.')).toBeInTheDocument();
        expect(bodies).toHaveLength(0);
      });
    });

    it('puts 422 errors beside their fields, the others in a toast, and keeps what was typed', async () => {
      answer('put', '/me', 422, {
        message: 'De gegevens zijn ongeldig.',
        errors: { fname: ['Gebruik alleen letters, spaties, koppeltekens en apostrofs.'], include: ['Onbekende relatie.'] },
      });
      renderSettings();
      const profile = section('Profiel');
      fill(profile, 'Voornaam', 'Anne-Marie');
      fireEvent.click(within(profile).getByRole('button', { name: 'Profiel opslaan' }));
      expect(await within(profile).findByText('Gebruik alleen letters, spaties, koppeltekens en apostrofs.')).toBeInTheDocument();
      expect(within(profile).getByLabelText('Voornaam')).toHaveAttribute('aria-invalid', 'true');
      expect(within(profile).getByLabelText('Voornaam')).toHaveValue('Anne-Marie');
      expect(toastTexts()).toEqual([{ type: 'error', title: 'Niet opgeslagen', message: 'Onbekende relatie.' }]);
      expect(useSession.getState().user?.fname).toBe('Demo');
    });

    it('shows other failures as a toast: the site’s own message for a server error, whatever the server wrote', async () => {
      answer('put', '/me', 500, { message: 'Server even niet bereikbaar.' });
      renderSettings('fr');
      const profile = section('Profil');
      fill(profile, 'Prénom', 'Luc');
      fireEvent.click(within(profile).getByRole('button', { name: 'Enregistrer le profil' }));
      await waitFor(() => expect(toastTexts()).toEqual([{ type: 'error', title: 'Non enregistré', message: 'Une erreur s’est produite. Veuillez réessayer.' }]));
      expect(within(profile).getByLabelText('Prénom')).toHaveValue('Luc');
    });

    it('uploads a new picture, previews it and saves its path', async () => {
      server.use(http.post(`${API}/register/upload-image`, () => HttpResponse.json({ file: 'uploads/avatars/new.png', url: '/api/media/uploads/avatars/new.png' })));
      const bodies = answer('put', '/me', 200, { data: demoUser({ avatar: 'uploads/avatars/new.png', avatar_url: '/api/media/uploads/avatars/new.png' }) });
      const { container } = renderSettings();
      const input = container.querySelector<HTMLInputElement>('input[type="file"]');
      expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,image/png,image/jpeg');
      fireEvent.change(input as HTMLInputElement, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
      expect(await screen.findByRole('img', { name: 'Je profielfoto' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ avatar: 'uploads/avatars/new.png' });
    });

    it('refuses other file types before uploading', () => {
      const { container } = renderSettings();
      const input = container.querySelector<HTMLInputElement>('input[type="file"]');
      fireEvent.change(input as HTMLInputElement, { target: { files: [new File(['x'], 'me.gif', { type: 'image/gif' })] } });
      expect(toastTexts()).toEqual([{ type: 'error', title: 'Foto niet opgeladen', message: 'De afbeelding moet een png-, jpg- of jpeg-bestand zijn.' }]);
    });
  });

  describe('preferences', () => {
    it('saves the newsletter in place', async () => {
      const bodies = answer('put', '/me/settings', 200, { data: demoUser({ is_subscribed: true }) });
      renderSettings();
      const preferences = section('Taal en nieuwsbrief');
      fireEvent.click(within(preferences).getByRole('checkbox', { name: /nieuwsbrief/ }));
      fireEvent.click(within(preferences).getByRole('button', { name: 'Voorkeuren opslaan' }));
      await waitFor(() => expect(toastTexts()).toEqual([{ type: 'success', title: 'Opgeslagen', message: 'Je voorkeuren zijn bijgewerkt.' }]));
      expect(bodies).toEqual([{ settings: { locale: 'nl', newsletter: true }, include: 'account,socialAccounts' }]);
      expect(router.replace).not.toHaveBeenCalled();
    });

    it('switches the site to the language it saves, which then confirms', async () => {
      const bodies = answer('put', '/me/settings', 200, { data: demoUser({ locale: 'fr' }) });
      const view = renderSettings();
      const preferences = section('Taal en nieuwsbrief');
      fireEvent.click(within(preferences).getByRole('radio', { name: 'Français' }));
      fireEvent.click(within(preferences).getByRole('button', { name: 'Voorkeuren opslaan' }));
      await waitFor(() => expect(router.replace).toHaveBeenCalled());
      expect(router.replace.mock.calls[0]?.[0]).toBe('/fr/settings');
      expect(bodies).toEqual([{ settings: { locale: 'fr', newsletter: false }, include: 'account,socialAccounts' }]);
      expect(useSession.getState().user?.locale).toBe('fr');
      expect(toastTexts()).toEqual([]);
      view.unmount();
      renderWithApp(<SettingsView />, 'fr');
      expect(toastTexts()).toEqual([{ type: 'success', title: 'Enregistré', message: 'Vos préférences ont été mises à jour.' }]);
    });
  });

  describe('password', () => {
    function fillPassword(current: string, password: string, confirmation = password) {
      const form = section('Wachtwoord wijzigen');
      fill(form, 'Huidig wachtwoord', current);
      fill(form, 'Nieuw wachtwoord', password);
      fill(form, 'Herhaal je nieuwe wachtwoord', confirmation);
      fireEvent.click(within(form).getByRole('button', { name: 'Wachtwoord wijzigen' }));
      return form;
    }

    it('checks the rules locally first', async () => {
      const bodies = answer('put', '/me/settings', 200, { data: demoUser() });
      renderSettings();
      const form = fillPassword('', 'kort', 'anders');
      expect(await within(form).findByText('Huidig wachtwoord is verplicht.')).toBeInTheDocument();
      expect(within(form).getByText('Het wachtwoord moet minstens 12 tekens lang zijn.')).toBeInTheDocument();
      expect(within(form).getByText('De wachtwoorden komen niet overeen.')).toBeInTheDocument();
      // The first invalid field takes the focus, once its message is there (use-account-form.ts).
      await waitFor(() => expect(within(form).getByLabelText('Huidig wachtwoord')).toHaveFocus());
      expect(bodies).toHaveLength(0);
    });

    it('refuses a new password equal to the current one before asking the server', async () => {
      const bodies = answer('put', '/me/settings', 200, { data: demoUser() });
      renderSettings();
      const form = fillPassword('Demo-wachtwoord-2026', 'Demo-wachtwoord-2026');
      expect(await within(form).findByText('Het nieuwe wachtwoord moet verschillen van je huidige wachtwoord.')).toBeInTheDocument();
      expect(within(form).getByLabelText('Nieuw wachtwoord')).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByLabelText('Huidig wachtwoord')).not.toHaveAttribute('aria-invalid');
      expect(bodies).toHaveLength(0);
      expect(toastTexts()).toEqual([]);
    });

    it('shows the server’s settings.current_password error beside the current password and keeps the new one', async () => {
      answer('put', '/me/settings', 422, {
        message: 'Je huidige wachtwoord is niet juist.',
        errors: { 'settings.current_password': ['Je huidige wachtwoord is niet juist.'] },
      });
      renderSettings();
      const form = fillPassword('Verkeerd-wachtwoord', 'Een-nieuw-sterk-wachtwoord');
      expect(await within(form).findByText('Je huidige wachtwoord is niet juist.')).toBeInTheDocument();
      expect(within(form).getByLabelText('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByLabelText('Nieuw wachtwoord')).toHaveValue('Een-nieuw-sterk-wachtwoord');
      expect(toastTexts()).toEqual([]);
    });

    it('changes the password, confirms that other sessions ended and empties the fields', async () => {
      const bodies = answer('put', '/me/settings', 200, { data: demoUser() });
      renderSettings();
      const form = fillPassword('Demo-wachtwoord-2026', 'Een-nieuw-sterk-wachtwoord');
      await waitFor(() =>
        expect(toastTexts()).toEqual([{ type: 'success', title: 'Wachtwoord gewijzigd', message: 'Je bent op je andere toestellen uitgelogd.' }]),
      );
      expect(bodies).toEqual([
        {
          settings: { current_password: 'Demo-wachtwoord-2026', password: 'Een-nieuw-sterk-wachtwoord', password_confirmation: 'Een-nieuw-sterk-wachtwoord' },
          include: 'account,socialAccounts',
        },
      ]);
      expect(within(form).getByLabelText('Huidig wachtwoord')).toHaveValue('');
      expect(within(form).getByLabelText('Nieuw wachtwoord')).toHaveValue('');
    });

    it('asks no current password of a social-only account', async () => {
      const bodies = answer('put', '/me/settings', 200, { data: demoUser({ has_password: true }) });
      renderSettings('nl', demoUser({ has_password: false }));
      const form = section('Wachtwoord wijzigen');
      expect(within(form).queryByLabelText('Huidig wachtwoord')).toBeNull();
      fill(form, 'Nieuw wachtwoord', 'Een-nieuw-sterk-wachtwoord');
      fill(form, 'Herhaal je nieuwe wachtwoord', 'Een-nieuw-sterk-wachtwoord');
      fireEvent.click(within(form).getByRole('button', { name: 'Wachtwoord wijzigen' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toEqual({
        settings: { password: 'Een-nieuw-sterk-wachtwoord', password_confirmation: 'Een-nieuw-sterk-wachtwoord' },
        include: 'account,socialAccounts',
      });
    });

    it('shows a rate limit as a toast', async () => {
      answer('put', '/me/settings', 429, { message: 'Te veel pogingen. Probeer het over 60 seconden opnieuw.', error: 'too_many_attempts' });
      renderSettings();
      fillPassword('Demo-wachtwoord-2026', 'Een-nieuw-sterk-wachtwoord');
      await waitFor(() =>
        expect(toastTexts()).toEqual([{ type: 'error', title: 'Wachtwoord niet gewijzigd', message: 'Te veel pogingen. Probeer het over 60 seconden opnieuw.' }]),
      );
    });
  });
});
