// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession } from '@/lib/stores/session';
import { navigation, resetNavigation } from '@/tests/mocks/next-navigation';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, renderWithApp } from './auth-test-utils';
import AuthDialog from './auth-dialog';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

beforeEach(() => {
  resetNavigation();
  resetDialogs();
  resetSession();
  server.use(http.get(`${API}/auth/providers`, () => HttpResponse.json({ data: { email: true, google: false, facebook: false, apple: false, recaptcha: false } })));
});

function open(tab?: string) {
  act(() => useDialogs.getState().show('auth', tab ? { tab } : {}));
}

describe('AuthDialog', () => {
  it('opens on the default tab: the login-required prompt', () => {
    renderWithApp(<AuthDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Log in om verder te gaan' });
    expect(dialog).toHaveTextContent('Met een gratis account bewaar je favorieten');
    expect(screen.queryByRole('button', { name: 'Terug' })).toBeNull();
  });

  it.each([
    ['discount-code', 'Log in om de kortingscode te zien', 'Connectez-vous pour voir le code promo'],
    ['folder_members', 'Alleen voor leden', 'Réservé aux membres'],
    ['promo_voting', 'Log in om te stemmen', 'Connectez-vous pour voter'],
  ])('the special tab %s has its own title in both languages', (tab, nl, fr) => {
    const view = renderWithApp(<AuthDialog />);
    open(tab);
    expect(screen.getByRole('dialog', { name: nl })).toBeInTheDocument();
    view.unmount();
    renderWithApp(<AuthDialog />, 'fr');
    expect(screen.getByRole('dialog', { name: fr })).toBeInTheDocument();
  });

  it('goes to login, back with the arrow, and toggles between login and register', () => {
    renderWithApp(<AuthDialog />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(screen.getByRole('dialog', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wachtwoord')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    expect(screen.getByRole('dialog', { name: 'Gratis registreren' })).toBeInTheDocument();
    expect(screen.getByText('Stap 1 van 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByRole('dialog', { name: 'Inloggen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByRole('dialog', { name: 'Log in om verder te gaan' })).toBeInTheDocument();
  });

  it('keeps the keyboard focus in the dialog when its content changes: the prompt\'s button leads to the form\'s first field', async () => {
    renderWithApp(<AuthDialog />);
    open();
    const login = screen.getByRole('button', { name: 'Inloggen' });
    login.focus();
    fireEvent.click(login);
    await waitFor(() => expect(screen.getByLabelText('E-mailadres')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inloggen' })).toHaveFocus());
  });

  it('shows the registered and verified states', () => {
    renderWithApp(<AuthDialog />);
    open('registered');
    expect(screen.getByRole('dialog', { name: 'Bijna klaar!' })).toHaveTextContent('Je account is aangemaakt.');
    act(() => useDialogs.getState().show('auth', { tab: 'verified' }));
    expect(screen.getByRole('dialog', { name: 'E-mailadres bevestigd' })).toHaveTextContent('Je kunt nu inloggen.');
  });

  it('closes with Escape, the close button and on route change', () => {
    const view = renderWithApp(<AuthDialog />);
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    open('login');
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    open();
    navigation.pathname = '/folders';
    view.rerender(<AuthDialog />);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
