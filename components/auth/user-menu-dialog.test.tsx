// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { IconComponent } from '@/components/icons/svg-icon';
import { FolderIcon } from '@/components/icons/folder';
import { GearIcon } from '@/components/icons/gear';
import { GiftIcon } from '@/components/icons/gift';
import { HeartIcon } from '@/components/icons/heart';
import { MailIcon } from '@/components/icons/mail';
import { NewsIcon } from '@/components/icons/news';
import { PhoneIcon } from '@/components/icons/phone';
import { TagIcon } from '@/components/icons/tag';
import { UserPlusIcon } from '@/components/icons/user-plus';
import { getQueryClient } from '@/lib/queries/query-client';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { resetNavigation, router } from '@/tests/mocks/next-navigation';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from './auth-test-utils';
import UserMenuDialog from './user-menu-dialog';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

beforeEach(() => {
  resetNavigation();
  resetDialogs();
  resetSession();
  getQueryClient().clear();
  useSession.setState({ status: 'user', user: demoUser() });
  server.use(http.get(`${API}/bonus-actions`, () => HttpResponse.json({ data: [] })));
});

/** The icons expose no name: an icon is told by the shape it draws. */
function drawingOf(Icon: IconComponent): string | null {
  const { container, unmount } = render(<Icon />);
  const drawing = container.querySelector('path')?.getAttribute('d') ?? null;
  unmount();
  return drawing;
}

function openMenu() {
  renderWithApp(<UserMenuDialog />);
  act(() => useDialogs.getState().show('user-menu'));
  return screen.getByRole('navigation', { name: 'Mijn account' });
}

describe('UserMenuDialog', () => {
  it('gives each entry the icon that says what it is, and no two entries the same one', () => {
    const menu = openMenu();
    const expected: ReadonlyArray<[RegExp, IconComponent]> = [
      [/^Favorieten$/, HeartIcon],
      [/^Prijzenpot$/, GiftIcon],
      [/^Promoties$/, TagIcon],
      [/^Folders$/, FolderIcon],
      [/^Nieuws$/, NewsIcon],
      [/^Download de app$/, PhoneIcon],
      [/^Verwijs een vriend/, UserPlusIcon],
      [/^Contact$/, MailIcon],
      [/^Instellingen$/, GearIcon],
    ];
    const links = within(menu).getAllByRole('link');
    expect(links).toHaveLength(expected.length);
    for (const [name, Icon] of expected) {
      const icon = within(menu).getByRole('link', { name }).querySelector('svg');
      expect(icon, String(name)).toHaveAttribute('aria-hidden', 'true');
      expect(icon?.querySelector('path')?.getAttribute('d'), String(name)).toBe(drawingOf(Icon));
    }
    const drawings = links.map((link) => link.querySelector('svg path')?.getAttribute('d'));
    expect(new Set(drawings).size).toBe(links.length);
  });

  it('says the member is logged out, then goes home', async () => {
    server.use(http.post(`${API}/logout`, () => HttpResponse.json({ message: 'Logged out.' })));
    useToasts.getState().clear();
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'info', title: 'Je bent uitgelogd.' }));
    expect(useSession.getState().user).toBeNull();
    expect(router.push).toHaveBeenCalledWith('/');
  });
});
