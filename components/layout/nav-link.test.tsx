// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ComponentProps } from 'react';
import { demoUser } from '@/components/auth/auth-test-utils';
import { resetSession, useSession } from '@/lib/stores/session';
import NavLink from './nav-link';

// The prefetch decision is what is under test: a stand-in Link shows the prop it was given.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, prefetch, children, ...rest }: ComponentProps<'a'> & { prefetch?: boolean | null }) => (
    <a href={String(href)} data-prefetch={String(prefetch)} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/lib/i18n/use-route-pathname', () => ({ useRoutePathname: () => '/' }));

const prefetchOf = (name: string) => screen.getByRole('link', { name }).getAttribute('data-prefetch');

beforeEach(() => {
  resetSession();
  Cookies.remove('auth-token', { path: '/' });
});

describe('NavLink', () => {
  it('does not prefetch a members-only page for a guest (the guard would redirect it to login)', () => {
    useSession.setState({ status: 'guest', user: null });
    render(
      <>
        <NavLink href="/upload-post">Plaatsen</NavLink>
        <NavLink href="/folders">Folders</NavLink>
      </>,
    );
    expect(prefetchOf('Plaatsen')).toBe('false');
    expect(prefetchOf('Folders')).toBe('undefined');
  });

  it('prefetches it as usual for a member, or a session still being checked with a token', () => {
    useSession.setState({ status: 'user', user: demoUser() });
    const { unmount } = render(<NavLink href="/upload-post">Plaatsen</NavLink>);
    expect(prefetchOf('Plaatsen')).toBe('undefined');
    unmount();

    resetSession();
    Cookies.set('auth-token', '1|secret', { path: '/' });
    render(<NavLink href="/upload-post">Plaatsen</NavLink>);
    expect(prefetchOf('Plaatsen')).toBe('undefined');
  });
});
