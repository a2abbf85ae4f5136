// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { useSession } from '@/lib/stores/session';
import { resetNavigation, router } from '@/tests/mocks/next-navigation';
import HeaderAccount from './header-account';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

beforeEach(() => {
  resetNavigation();
  useSession.setState({ status: 'guest', user: null });
});

describe("HeaderAccount, a guest's login link", () => {
  it('brings the visitor back to the page they were on, query and all', () => {
    window.history.pushState({}, '', '/promos/voeding?sort=newest');
    renderWithIntl(<HeaderAccount />);
    const link = screen.getByRole('link', { name: 'Inloggen' });
    // Served the same to every guest.
    expect(link).toHaveAttribute('href', '/login');
    fireEvent.click(link);
    expect(router.push).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/promos/voeding?sort=newest')}`);
  });

  it('in French, to the French login page; on the login page itself, keeping the way back it was given', () => {
    window.history.pushState({}, '', `/fr/login?redirect=${encodeURIComponent('/fr/favorieten')}`);
    renderWithIntl(<HeaderAccount />, 'fr');
    fireEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(router.push).toHaveBeenCalledWith(`/fr/login?redirect=${encodeURIComponent('/fr/favorieten')}`);
  });

  it('leaves a click that asks for a new tab to the browser', () => {
    window.history.pushState({}, '', '/folders');
    renderWithIntl(<HeaderAccount />);
    fireEvent.click(screen.getByRole('link', { name: 'Inloggen' }), { ctrlKey: true });
    expect(router.push).not.toHaveBeenCalled();
  });
});
