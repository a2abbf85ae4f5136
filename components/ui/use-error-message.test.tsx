// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Profile } from '@/lib/api/profile';
import { resetDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import PasswordResetForm from '@/components/auth/password-reset-form';
import FollowButton from '@/components/profile/follow-button';
import { useFollowState } from '@/components/profile/follow-state';
import Toaster from './toaster';

/**
 * A failed call shows the server's message only when it is meant for people (a 4xx of our API, in
 * the page's language); a server error, an HTML error page or a lost connection shows the site's own
 * message in the page's language, never the raw "Server Error".
 */

startMsw();

const camille: Profile = { id: 4, fname: 'Camille', lname: 'Dubois', avatar_url: null, followers: 1, following: 0, promos_count: 3, is_followed: false };
const SERVER_ERROR = {
  nl: 'Er ging iets mis aan onze kant. Probeer het over enkele ogenblikken opnieuw.',
  fr: 'Un problème est survenu de notre côté. Réessayez dans quelques instants.',
};
const firstCall = { timeout: 5000 };

beforeEach(() => {
  resetSession();
  resetDialogs();
  useFollowState.setState({}, true);
  toast.clear();
  useSession.setState({ status: 'user', user: demoUser({ id: 7 }) });
  server.use(
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${API}/profile/4`, () => HttpResponse.json({ data: camille })),
  );
});

async function followFails(answer: () => Response, locale: 'nl' | 'fr' = 'nl') {
  server.use(http.get(`${API}/profile/4/follow`, answer));
  renderWithApp(
    <>
      <FollowButton userId={4} />
      <Toaster />
    </>,
    locale,
  );
  fireEvent.click(await screen.findByRole('button', { name: locale === 'nl' ? 'Volgen' : 'Suivre' }, firstCall));
  return screen.findByRole('alert', {}, firstCall);
}

describe('a failed call, in the page’s language', () => {
  it.each(['nl', 'fr'] as const)('a 500 "Server Error" shows the site’s own message (%s)', async (locale) => {
    const alert = await followFails(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), locale);
    expect(alert).toHaveTextContent(SERVER_ERROR[locale]);
    expect(alert).not.toHaveTextContent('Server Error');
  });

  it('an HTML error page from a proxy shows the site’s message, not its markup', async () => {
    const alert = await followFails(() => new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect(alert).toHaveTextContent(SERVER_ERROR.nl);
    expect(alert).not.toHaveTextContent(/Bad Gateway|html/);
  });

  it('a lost connection says so', async () => {
    const alert = await followFails(() => HttpResponse.error());
    expect(alert).toHaveTextContent('Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.');
  });

  it('a 4xx message of the API, written for people, is shown as it is', async () => {
    const alert = await followFails(() => HttpResponse.json({ message: 'Je kunt jezelf niet volgen.' }, { status: 422 }));
    expect(within(alert).getByText('Je kunt jezelf niet volgen.')).toBeInTheDocument();
  });

  it.each(['nl', 'fr'] as const)('forms with a message of their own show it instead of "Server Error" (%s)', async (locale) => {
    server.use(http.post(`${API}/password/reset`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderWithApp(
      <>
        <PasswordResetForm token="reset-token" email="lotte@example.be" />
        <Toaster />
      </>,
      locale,
    );
    const labels = locale === 'nl' ? ['Nieuw wachtwoord', 'Herhaal je nieuwe wachtwoord', 'Wachtwoord opslaan'] : ['Nouveau mot de passe', 'Répétez votre nouveau mot de passe', 'Enregistrer le mot de passe'];
    fireEvent.change(screen.getByLabelText(labels[0] ?? ''), { target: { value: 'Nieuw-wachtwoord-2026' } });
    fireEvent.change(screen.getByLabelText(labels[1] ?? ''), { target: { value: 'Nieuw-wachtwoord-2026' } });
    fireEvent.click(screen.getByRole('button', { name: labels[2] }));
    const alert = await screen.findByRole('alert', {}, firstCall);
    expect(alert).toHaveTextContent(locale === 'nl' ? 'Er ging iets mis. Probeer het opnieuw.' : 'Une erreur s’est produite. Veuillez réessayer.');
    expect(alert).not.toHaveTextContent('Server Error');
  });
});
