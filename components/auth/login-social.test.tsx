// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SocialButtonsProps } from './social-buttons';
import { resetDialogs } from '@/lib/stores/dialogs';
import { resetSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, renderWithApp } from './auth-test-utils';
import { useAuthFlow } from './auth-flow-store';
import LoginStep from './login-step';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// The providers' SDK buttons need their real sites; this stand-in hands over a token the way they do.
vi.mock('./social-buttons', () => ({
  default: ({ onCredentials, onProviderError }: SocialButtonsProps) => (
    <>
      <button type="button" onClick={() => onCredentials({ provider: 'google', googleAuthToken: 'google-id-token' })}>
        Google
      </button>
      <button type="button" onClick={onProviderError}>
        Google fails
      </button>
    </>
  ),
}));

startMsw();

function answer(path: string, status: number, body: JsonBodyType) {
  server.use(http.post(`${API}${path}`, () => HttpResponse.json(body, { status })));
}

function renderLogin(locale: 'nl' | 'fr' = 'nl') {
  const onLoggedIn = vi.fn();
  const onRegister = vi.fn();
  renderWithApp(<LoginStep onLoggedIn={onLoggedIn} onRegister={onRegister} />, locale);
  return { onLoggedIn, onRegister };
}

async function clickGoogle() {
  fireEvent.click(await screen.findByRole('button', { name: 'Google' }));
}

function lastToast() {
  return useToasts.getState().toasts.at(-1);
}

beforeEach(() => {
  server.use(
    http.get(`${API}/auth/providers`, () => HttpResponse.json({ data: { email: true, google: true, facebook: false, apple: false, recaptcha: false } })),
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
  );
  resetSession();
  resetDialogs();
  useToasts.getState().clear();
  useAuthFlow.setState({ verification: null, social: null });
});

describe('social sign-in (docs/product.md, Errors, social rows)', () => {
  it('an unregistered identity starts the registration prefilled (the last word of the name is the last name)', async () => {
    answer('/token/google', 404, { message: 'unregistered', error: 'unregistered' });
    answer('/register/social/google/check', 200, { registered: false, email: 'lotte@example.be', name: 'Lotte Van den Broeck', cache_id: 'c-1' });
    const { onRegister } = renderLogin();
    await clickGoogle();
    await waitFor(() => expect(onRegister).toHaveBeenCalled());
    expect(useAuthFlow.getState().social).toEqual({
      provider: 'google',
      email: 'lotte@example.be',
      fname: 'Lotte Van den',
      lname: 'Broeck',
      cacheId: 'c-1',
    });
  });

  it.each([
    ['nl', 'Er ging iets mis bij het inloggen via sociale media.'],
    ['fr', 'Une erreur s’est produite lors de la connexion via les réseaux sociaux.'],
  ] as const)('other social login errors toast the social login message (%s)', async (locale, message) => {
    answer('/token/google', 422, { message: 'Token refused.', error: 'social_token_invalid', errors: { google_auth_token: ['Token refused.'] } });
    const { onRegister, onLoggedIn } = renderLogin(locale);
    await clickGoogle();
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', title: message }));
    expect(onRegister).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('a provider SDK failure toasts the social login message', async () => {
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Google fails' }));
    expect(lastToast()).toMatchObject({ type: 'error', title: 'Er ging iets mis bij het inloggen via sociale media.' });
  });

  it('a failed check toasts the server error, or the check message without one', async () => {
    answer('/token/google', 404, { message: 'unregistered', error: 'unregistered' });
    answer('/register/social/google/check', 422, { message: 'Dit Google-account heeft geen e-mailadres.' });
    renderLogin();
    await clickGoogle();
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', title: 'Dit Google-account heeft geen e-mailadres.' }));

    useToasts.getState().clear();
    answer('/register/social/google/check', 500, {});
    await clickGoogle();
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'error', title: 'Er ging iets mis bij het controleren van je account.' }));
  });
});
