// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, renderWithApp } from './auth-test-utils';
import PasswordResetForm from './password-reset-form';
import VerifyEmailView from './verify-email-view';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

function answer(path: string, status: number, body: JsonBodyType) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}

beforeEach(() => {
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
  // The link's page asks whether it works when it opens: by default it does.
  server.use(http.post(`${API}/password/reset/check`, () => new HttpResponse(null, { status: 204 })));
  useToasts.getState().clear();
});

describe('/password/reset (docs/product.md, Errors: reset 422 → fields, other → general toast)', () => {
  function fillAndSubmit(password = 'Nieuw-wachtwoord-1') {
    fireEvent.change(screen.getByLabelText('Nieuw wachtwoord'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Herhaal je nieuwe wachtwoord'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
  }

  it('sends token, address and the new password, then confirms with the server text', async () => {
    const bodies = answer('/password/reset', 200, { message: 'Je wachtwoord is gewijzigd.' });
    renderWithApp(<PasswordResetForm token="reset-token" email="lotte@example.be" />);
    fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent('Je wachtwoord is gewijzigd.');
    expect(bodies).toEqual([
      { token: 'reset-token', email: 'lotte@example.be', password: 'Nieuw-wachtwoord-1', password_confirmation: 'Nieuw-wachtwoord-1' },
    ]);
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/login');
  });

  it('an expired or used link is the token field\'s 422 error, and the typed password stays', async () => {
    answer('/password/reset', 422, { message: 'Deze link is verlopen.', errors: { token: ['Deze link is verlopen of al gebruikt.'] } });
    renderWithApp(<PasswordResetForm token="old" email="lotte@example.be" />);
    fillAndSubmit();
    expect(await screen.findByText('Deze link is verlopen of al gebruikt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveValue('Nieuw-wachtwoord-1');
  });

  it('other failures are a general toast with the server text or the default, in French too', async () => {
    answer('/password/reset', 429, { message: 'Trop de tentatives. Réessayez dans 60 secondes.' });
    renderWithApp(<PasswordResetForm token="t" email="lotte@example.be" />, 'fr');
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'Nouveau-mdp-2026' } });
    fireEvent.change(screen.getByLabelText('Répétez votre nouveau mot de passe'), { target: { value: 'Nouveau-mdp-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts.at(-1)).toMatchObject({
        type: 'error',
        title: 'Mot de passe non modifié',
        message: 'Trop de tentatives. Réessayez dans 60 secondes.',
      }),
    );

    answer('/password/reset', 500, {});
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() => expect(useToasts.getState().toasts.at(-1)).toMatchObject({ message: 'Une erreur s’est produite. Veuillez réessayer.' }));
  });

  it('a link used already or expired says so when it opens, in French too, before anything is typed', async () => {
    const checks = answer('/password/reset/check', 422, { message: 'Lien expiré.', errors: { token: ['Lien expiré.'] } });
    renderWithApp(<PasswordResetForm token="used" email="lotte@example.be" />, 'fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a déjà servi ou a expiré.');
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/login');
    expect(checks).toEqual([{ token: 'used', email: 'lotte@example.be' }]);
  });

  it('a check refused for another field (an address mangled in the link) leaves the form, where sending it says what is wrong', async () => {
    const checks = answer('/password/reset/check', 422, { message: 'Ongeldig e-mailadres.', errors: { email: ['Vul een geldig e-mailadres in.'] } });
    renderWithApp(<PasswordResetForm token="reset-token" email="lotte@" />);
    await waitFor(() => expect(checks).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw wachtwoord')).toBeInTheDocument();
  });

  it('a check that answers after the form was sent (the reset used the link) does not cover the reset\'s answer', async () => {
    let answerCheck: (() => void) | undefined;
    server.use(
      http.post(`${API}/password/reset/check`, async () => {
        await new Promise<void>((resolve) => (answerCheck = resolve));
        return HttpResponse.json({ message: 'Verlopen.', errors: { token: ['Verlopen.'] } }, { status: 422 });
      }),
    );
    answer('/password/reset', 200, { message: 'Je wachtwoord is gewijzigd.' });
    renderWithApp(<PasswordResetForm token="reset-token" email="lotte@example.be" />);
    fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent('Je wachtwoord is gewijzigd.');
    await waitFor(() => expect(answerCheck).toBeDefined());
    answerCheck?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent('Je wachtwoord is gewijzigd.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a link without a token says so and offers login', () => {
    renderWithApp(<PasswordResetForm token={null} email={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Deze link is onvolledig of verlopen.');
  });
});

describe('/verify (the verification link)', () => {
  it('confirms the address once with the link\'s token and shows the server text', async () => {
    const bodies = answer('/email/verify', 200, { message: 'Je e-mailadres is bevestigd.' });
    renderWithApp(<VerifyEmailView token="verify-token" />);
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Je e-mailadres is bevestigd.'));
    expect(bodies).toEqual([{ token: 'verify-token' }]);
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toBeInTheDocument();
  });

  it('a used or expired link shows the server message and how to get a new one', async () => {
    answer('/email/verify', 422, { message: 'Deze bevestigingslink is al gebruikt.', errors: { token: ['Deze bevestigingslink is al gebruikt.'] } });
    renderWithApp(<VerifyEmailView token="used" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze bevestigingslink is al gebruikt.');
    expect(screen.getByText(/een nieuwe bevestigingsmail vragen/)).toBeInTheDocument();
  });

  it('a server error shows the site’s French message, not that the link is invalid', async () => {
    answer('/email/verify', 500, { message: 'Server Error' });
    renderWithApp(<VerifyEmailView token="x" />, 'fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Un problème est survenu de notre côté. Réessayez dans quelques instants.');
  });

  it('a link without a token never calls the API', () => {
    const bodies = answer('/email/verify', 200, { message: 'x' });
    renderWithApp(<VerifyEmailView token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Deze link is onvolledig.');
    expect(bodies).toHaveLength(0);
  });
});
