// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import { resetDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { resetNavigation, router } from '@/tests/mocks/next-navigation';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import DeleteAccountView from './delete-account-view';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

function answerDelete(status: number, body: JsonBodyType) {
  const calls: unknown[] = [];
  server.use(
    http.post(`${API}/me/request-account-delete`, async ({ request }) => {
      calls.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

function toastTexts() {
  return useToasts.getState().toasts.map((toast) => ({ type: toast.type, title: toast.title, message: toast.message }));
}

function renderDelete(locale: 'nl' | 'fr' = 'nl', userLocale: 'nl' | 'fr' = locale) {
  act(() => useSession.getState().setUser(demoUser({ locale: userLocale })));
  return renderWithApp(<DeleteAccountView />, locale);
}

let logouts: number;

beforeEach(() => {
  logouts = 0;
  server.use(
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${API}/token/logout`, () => {
      logouts += 1;
      return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    }),
  );
  resetSession();
  resetDialogs();
  useToasts.getState().clear();
  Cookies.set('auth-token', '5|abc', { path: '/' });
  resetNavigation({ pathname: '/delete-account' });
});

describe('DeleteAccountView', () => {
  it('explains what deletion means', () => {
    renderDelete();
    expect(screen.getByRole('heading', { level: 1, name: 'Account verwijderen' })).toBeInTheDocument();
    expect(screen.getByText('Dit kun je niet ongedaan maken.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Terug naar instellingen' })).toHaveAttribute('href', '/settings');
  });

  it('asks for the confirmation before calling the API', async () => {
    const calls = answerDelete(200, { message: 'Success' });
    renderDelete();
    fireEvent.click(screen.getByRole('button', { name: 'Account definitief verwijderen' }));
    expect(await screen.findByText('Vink dit aan om te bevestigen dat je je account wilt verwijderen.')).toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: /definitief verwijderd/ });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('on Success ends the session locally and lands on the index in the user’s language with a toast', async () => {
    const calls = answerDelete(200, { message: 'Success' });
    renderDelete('fr');
    fireEvent.click(screen.getByRole('checkbox', { name: /définitivement supprimés/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(router.replace.mock.calls[0]?.[0]).toBe('/fr');
    expect(calls).toEqual([{ body: {}, authorization: 'Bearer 5|abc' }]);
    expect(Cookies.get('auth-token')).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ status: 'guest', user: null });
    expect(toastTexts()).toEqual([{ type: 'success', title: 'Votre compte a été supprimé', message: 'Merci d’avoir utilisé Dealwijzer. Vous serez toujours le bienvenu.' }]);
    // The server already revoked every token: no logout call, and no detour to the login page.
    expect(logouts).toBe(0);
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('goes to the index of the user’s own language', async () => {
    answerDelete(200, { message: 'Success' });
    renderDelete('nl', 'fr');
    fireEvent.click(screen.getByRole('checkbox', { name: /definitief verwijderd/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Account definitief verwijderen' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(router.replace.mock.calls[0]?.[0]).toBe('/fr');
  });

  it('keeps the session and the page when the request fails', async () => {
    answerDelete(500, { message: 'Unexpected error' });
    renderDelete();
    fireEvent.click(screen.getByRole('checkbox', { name: /definitief verwijderd/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Account definitief verwijderen' }));
    await waitFor(() => expect(toastTexts()).toEqual([{ type: 'error', title: 'Account niet verwijderd', message: 'Er ging iets mis. Probeer het opnieuw.' }]));
    expect(useSession.getState().status).toBe('user');
    expect(Cookies.get('auth-token')).toBe('5|abc');
    expect(screen.getByRole('button', { name: 'Account definitief verwijderen' })).toBeEnabled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('does not treat another answer as a deletion', async () => {
    answerDelete(200, { message: 'Pending' });
    renderDelete();
    fireEvent.click(screen.getByRole('checkbox', { name: /definitief verwijderd/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Account definitief verwijderen' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    expect(toastTexts()[0]?.type).toBe('error');
    expect(useSession.getState().status).toBe('user');
  });
});
