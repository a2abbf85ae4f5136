// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { getQueryClient } from '@/lib/queries/query-client';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp, TEST_PUBLIC_CONFIG } from './auth-test-utils';
import { useAuthFlow } from './auth-flow-store';
import LoginStep from './login-step';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

const PROVIDERS = { data: { email: true, google: false, facebook: false, apple: false, recaptcha: false } };

function renderLogin(locale: 'nl' | 'fr' = 'nl') {
  const onLoggedIn = vi.fn();
  const onRegister = vi.fn();
  renderWithApp(<LoginStep onLoggedIn={onLoggedIn} onRegister={onRegister} />, locale);
  return { onLoggedIn, onRegister };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function answerLogin(status: number, body: JsonBodyType) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/token`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}

function toastTexts() {
  return useToasts.getState().toasts.map((toast) => ({ type: toast.type, title: toast.title, message: toast.message }));
}

beforeEach(() => {
  server.use(
    http.get(`${API}/auth/providers`, () => HttpResponse.json(PROVIDERS)),
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
  );
  resetSession();
  resetDialogs();
  useToasts.getState().clear();
  useAuthFlow.setState({ verification: null, social: null });
  Cookies.remove('auth-token', { path: '/' });
});

describe('LoginStep', () => {
  it('checks the fields locally before calling the API', async () => {
    const bodies = answerLogin(200, { data: { token: 'x' } });
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('E-mailadres is verplicht.')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoord is verplicht.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('logs in: sends e-mail and password, stores the token and loads the user', async () => {
    const bodies = answerLogin(200, { data: { token: '5|abc' } });
    server.use(http.get(`${API}/me`, () => HttpResponse.json({ data: demoUser() })));
    const { onLoggedIn } = renderLogin();
    fill('E-mailadres', 'Demo@Dealwijzer.example');
    fill('Wachtwoord', 'Demo-wachtwoord-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(bodies).toEqual([{ email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026', g_recaptcha: null }]);
    expect(Cookies.get('auth-token')).toBe('5|abc');
    expect(useSession.getState().user?.fname).toBe('Demo');
  });

  it('wrong credentials: the product toast in Dutch and in French', async () => {
    const wire = (message: string, title: string) => ({ message, title, error: 'invalid_credentials', errors: { email: [message] } });
    answerLogin(422, wire('Onjuist e-mailadres of wachtwoord. Probeer het opnieuw.', 'Ongeldige inloggegevens'));
    renderLogin('nl');
    fill('E-mailadres', 'demo@dealwijzer.example');
    fill('Wachtwoord', 'fout-wachtwoord');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([{ type: 'error', title: 'Ongeldige inloggegevens', message: 'Onjuist e-mailadres of wachtwoord. Probeer het opnieuw.' }]),
    );
    // A toast, not a field error; the focus goes back to the password (the disabled button had it).
    expect(screen.getByLabelText('E-mailadres')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText('Wachtwoord')).toHaveFocus());
  });

  it('wrong credentials in French', async () => {
    answerLogin(422, {
      message: 'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.',
      error: 'invalid_credentials',
      errors: { email: ['Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.'] },
    });
    renderLogin('fr');
    fill('Adresse e-mail', 'demo@dealwijzer.example');
    fill('Mot de passe', 'faux');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([{ type: 'error', title: 'Identifiants invalides', message: 'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.' }]),
    );
  });

  it('a reCAPTCHA refusal shows the recaptcha toast', async () => {
    answerLogin(422, { message: 'x', error: 'recaptcha_failed', errors: { g_recaptcha: ['x'] } });
    renderLogin();
    fill('E-mailadres', 'demo@dealwijzer.example');
    fill('Wachtwoord', 'iets');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(toastTexts()[0]?.title).toBe('Beveiligingscontrole mislukt'));
  });

  it('other 422 answers show beside their fields', async () => {
    answerLogin(422, { message: 'The given data was invalid.', errors: { email: ['Vul een geldig e-mailadres in.'], password: ['Te lang.'] } });
    renderLogin();
    fill('E-mailadres', 'demo@dealwijzer.example');
    fill('Wachtwoord', 'iets');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Te lang.')).toBeInTheDocument();
    expect(screen.getByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
  });

  it('a 403 (address not verified) opens the verify-email dialog with the address', async () => {
    answerLogin(403, { message: 'Je e-mailadres is nog niet bevestigd.', error: 'email_not_verified' });
    renderLogin();
    fill('E-mailadres', 'nieuw@dealwijzer.example');
    fill('Wachtwoord', 'Een-lang-wachtwoord');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(useDialogs.getState().dialogs['verify-email'].open).toBe(true));
    expect(useAuthFlow.getState().verification).toEqual({ email: 'nieuw@dealwijzer.example', password: 'Een-lang-wachtwoord' });
  });

  it('any other failure is a general toast with the server text', async () => {
    answerLogin(429, { message: 'Te veel pogingen. Probeer het over 60 seconden opnieuw.' });
    renderLogin();
    fill('E-mailadres', 'demo@dealwijzer.example');
    fill('Wachtwoord', 'iets');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([{ type: 'error', title: 'Er ging iets mis', message: 'Te veel pogingen. Probeer het over 60 seconden opnieuw.' }]),
    );
  });

  it('forgot password: swaps to the e-mail form, confirms, and returns to login', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/password/email`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Als er een account bestaat, krijg je een e-mail.' });
      }),
    );
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord vergeten?' }));
    expect(screen.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Wachtwoord')).toBeNull();
    fill('E-mailadres', 'demo@dealwijzer.example');
    fireEvent.click(screen.getByRole('button', { name: 'Stuur me een link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Als er een account bestaat, krijg je een e-mail.');
    expect(sent).toEqual([{ email: 'demo@dealwijzer.example' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Terug naar inloggen' }));
    expect(screen.getByLabelText('Wachtwoord')).toBeInTheDocument();
  });

  it('forgot password: a 422 shows beside the field', async () => {
    server.use(http.post(`${API}/password/email`, () => HttpResponse.json({ message: 'x', errors: { email: ['Onbekend formaat.'] } }, { status: 422 })));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord vergeten?' }));
    fill('E-mailadres', 'demo@dealwijzer.example');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stuur me een link' }));
    });
    expect(await screen.findByText('Onbekend formaat.')).toBeInTheDocument();
  });

  it('shows no social buttons when no provider is configured', async () => {
    renderLogin();
    await waitFor(() => expect(screen.queryByText(/of met je e-mailadres/)).toBeNull());
    expect(screen.queryByRole('button', { name: /Facebook|Apple/ })).toBeNull();
  });

  it('hides Sign in with Apple in the Android app and other Android webviews, not in the iOS app', async () => {
    server.use(http.get(`${API}/auth/providers`, () => HttpResponse.json({ data: { ...PROVIDERS.data, apple: true } })));
    const config = { ...TEST_PUBLIC_CONFIG, appleClientId: 'be.dealwijzer.web' };
    // The providers are kept for the page's life: drop the earlier tests' answer.
    getQueryClient().removeQueries({ queryKey: ['auth-providers'] });
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get');
    const cases = [
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 DealwijzerApp/3.4.1 (iOS)', true],
      // The Android app's token decides even where the webview drops its `; wv)` mark.
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36 DealwijzerApp/2.6 (Android)', false],
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Version/4.0 Chrome/126.0 Mobile Safari/537.36', false],
    ] as const;
    for (const [agent, shown] of cases) {
      userAgent.mockReturnValue(agent);
      const view = renderWithApp(<LoginStep onLoggedIn={vi.fn()} onRegister={vi.fn()} />, 'nl', config);
      // The iOS case comes first and waits for the providers; the others render from the same cached answer.
      if (shown) expect(await screen.findByText('Verder met Apple')).toBeInTheDocument();
      else expect(screen.queryByText('Verder met Apple'), agent).toBeNull();
      view.unmount();
    }
    userAgent.mockRestore();
  });
});
