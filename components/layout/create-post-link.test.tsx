// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { demoUser } from '@/components/auth/auth-test-utils';
import { renderWithIntl } from './chrome-test-utils';
import CreatePostLink from './create-post-link';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

function clickLink(init: MouseEventInit = {}): boolean {
  const link = screen.getByRole('link', { name: /promo/i });
  // fireEvent returns false when a handler called preventDefault.
  return fireEvent.click(link, { button: 0, ...init });
}

beforeEach(() => {
  resetSession();
  resetDialogs();
  Cookies.remove('auth-token', { path: '/' });
});

describe('CreatePostLink', () => {
  it('a guest gets the auth dialog on its default tab, heading to the wizard afterwards (Dutch)', () => {
    useSession.setState({ status: 'guest', user: null });
    renderWithIntl(<CreatePostLink>Promo plaatsen</CreatePostLink>);
    expect(screen.getByRole('link', { name: 'Promo plaatsen' })).toHaveAttribute('href', '/upload-post');
    expect(clickLink()).toBe(false);
    expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default', destinationUrl: '/upload-post' });
  });

  it('in French the wizard address keeps its prefix', () => {
    useSession.setState({ status: 'guest', user: null });
    renderWithIntl(<CreatePostLink>Publier une promo</CreatePostLink>, 'fr');
    clickLink();
    expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, destinationUrl: '/fr/upload-post' });
  });

  it('members follow the link; so does a session still being checked with a token', () => {
    useSession.setState({ status: 'user', user: demoUser() });
    const { unmount } = renderWithIntl(<CreatePostLink>Promo plaatsen</CreatePostLink>);
    expect(clickLink()).toBe(true);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
    unmount();

    resetSession();
    Cookies.set('auth-token', '1|secret', { path: '/' });
    renderWithIntl(<CreatePostLink>Promo plaatsen</CreatePostLink>);
    expect(clickLink()).toBe(true);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
  });

  it('with `dialog` (the phone header) a member gets the create-post dialog, a guest still the login prompt', () => {
    useSession.setState({ status: 'user', user: demoUser() });
    const { unmount } = renderWithIntl(<CreatePostLink dialog>Promo plaatsen</CreatePostLink>);
    expect(clickLink()).toBe(false);
    expect(useDialogs.getState().dialogs['create-post'].open).toBe(true);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
    unmount();

    resetDialogs();
    useSession.setState({ status: 'guest', user: null });
    renderWithIntl(<CreatePostLink dialog>Promo plaatsen</CreatePostLink>);
    expect(clickLink()).toBe(false);
    expect(useDialogs.getState().dialogs['create-post'].open).toBe(false);
    expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default', destinationUrl: '/upload-post' });
  });

  it('leaves a click that opens a new tab to the browser', () => {
    useSession.setState({ status: 'guest', user: null });
    renderWithIntl(<CreatePostLink>Promo plaatsen</CreatePostLink>);
    clickLink({ ctrlKey: true });
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
  });
});
