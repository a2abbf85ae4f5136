// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, TEST_PUBLIC_CONFIG } from '@/components/auth/auth-test-utils';
import type { Locale } from '@/lib/i18n/routing';
import { resetNavigation, router } from '@/tests/mocks/next-navigation';
import { useMswServer } from '@/tests/mocks/server';
import { assignLocation } from './assign-location';
import NotificationBell from './notification-bell';
import { clearToken } from '@/lib/auth/token';
import { clearNotificationQueries, fakeNotificationsApi, notification, notifications, signIn } from './notifications-test-api';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));
vi.mock('./assign-location', () => ({ assignLocation: vi.fn() }));

// useMswServer registers vitest hooks (beforeAll/afterEach), not React hooks.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMswServer();

const HOUR = 3_600_000;

beforeEach(() => {
  signIn();
  resetNavigation();
  vi.mocked(assignLocation).mockReset();
});

afterEach(() => clearNotificationQueries());

function renderBell(locale: Locale = 'nl', pollMs = HOUR) {
  return renderWithApp(<NotificationBell userId={7} />, locale, { ...TEST_PUBLIC_CONFIG, notificationsPollMs: pollMs });
}

const bell = (name: RegExp | string) => screen.getByRole('button', { name });

describe('NotificationBell', () => {
  it.each([
    ['nl', 'Meldingen, 3 ongelezen', 'Meldingen'],
    ['fr', 'Notifications, 3 non lues', 'Notifications'],
  ] as const)('shows the unread count from meta.unread_count in the badge and the name (%s)', async (locale, withCount, plain) => {
    const api = fakeNotificationsApi([...notifications(3), notification(10, { checked_at: '2026-11-25T00:00:00Z' })].sort((a, b) => b.id - a.id));
    renderBell(locale);
    // The first render of the file also loads the API client: more time than findBy's default second.
    expect(await screen.findByRole('button', { name: withCount }, { timeout: 5_000 })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3');
    expect(api.calls).toEqual(['GET /notifications?page=1&per_page=1&unread=1']);
    expect(screen.queryByRole('button', { name: plain })).toBeNull();
  });

  it('shows no badge without unread ones and 99+ above 99', async () => {
    const api = fakeNotificationsApi([]);
    const view = renderBell();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(bell('Meldingen')).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    view.unmount();
    clearNotificationQueries();
    fakeNotificationsApi(notifications(120));
    renderBell();
    expect(await screen.findByRole('button', { name: 'Meldingen, 120 ongelezen' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('99+');
  });

  it('asks again after the configured interval', async () => {
    const api = fakeNotificationsApi(notifications(1));
    renderBell('nl', 50);
    await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' });
    api.items.unshift(notification(2));
    expect(await screen.findByRole('button', { name: 'Meldingen, 2 ongelezen' })).toBeInTheDocument();
  });

  it('asks again when the tab becomes visible, not before (the interval is an hour here)', async () => {
    const api = fakeNotificationsApi(notifications(1));
    renderBell();
    await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' });
    api.items.unshift(notification(2));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('button', { name: 'Meldingen, 2 ongelezen' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.includes('unread=1'))).toHaveLength(2);
  });

  it('signed out meanwhile (logout refetches before the bell is gone): asks the API nothing', async () => {
    const api = fakeNotificationsApi(notifications(1));
    renderBell();
    await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' });
    clearToken();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('button', { name: 'Meldingen' })).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /notifications?page=1&per_page=1&unread=1']);
  });

  it.each([
    ['nl', 'Alle meldingen bekijken', '/notifications'],
    ['fr', 'Voir toutes les notifications', '/fr/notifications'],
  ] as const)('opening checks all unread, clears the badge and lists the newest 4 with a link to all (%s)', async (locale, showAll, href) => {
    const api = fakeNotificationsApi(notifications(6));
    renderBell(locale);
    const button = await screen.findByRole('button', { name: /6/ });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    await waitFor(() => expect(within(panel!).getAllByRole('listitem')).toHaveLength(4));
    expect(within(panel!).getAllByRole('listitem')[0]).toHaveTextContent('Melding 6');
    expect(api.calls).toContain('POST /notifications/check');
    expect(api.calls).toContain('GET /notifications?page=1&per_page=4');
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
    expect(button).toHaveAccessibleName(locale === 'nl' ? 'Meldingen' : 'Notifications');
    expect(within(panel!).getByRole('link', { name: showAll })).toHaveAttribute('href', href);
  });

  it('clicking one reads it, closes the list and navigates to its path with the router', async () => {
    const api = fakeNotificationsApi(notifications(3, { url: 'http://localhost:3000/fr/posts/9?tab=comments#c1' }));
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /3 ongelezen/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Melding 2/ }));
    expect(router.push).toHaveBeenCalledWith('/fr/posts/9?tab=comments#c1');
    await waitFor(() => expect(api.calls).toContain('POST /notifications/2/read'));
    expect(screen.getByRole('button', { name: 'Meldingen' })).toHaveAttribute('aria-expanded', 'false');
    expect(api.items.find((item) => item.id === 2)?.read_at).not.toBeNull();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('a link to another site opens in the same window once the read is stored; no URL opens nothing', async () => {
    const api = fakeNotificationsApi([
      notification(2, { is_link: false, url: 'https://partner.example/deal?x=1' }),
      notification(1, { is_link: false, url: null }),
    ]);
    vi.mocked(assignLocation).mockImplementation(() => expect(api.calls).toContain('POST /notifications/2/read'));
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /2 ongelezen/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Melding 2/ }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://partner.example/deal?x=1'));
    fireEvent.click(screen.getByRole('button', { name: 'Meldingen' }));
    fireEvent.click(await screen.findByRole('button', { name: /Melding 1/ }));
    await waitFor(() => expect(api.calls).toContain('POST /notifications/1/read'));
    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('the close icon deletes one, the list updates and focus moves to the next one', async () => {
    const api = fakeNotificationsApi(notifications(5));
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /5 ongelezen/ }));
    const deletes = await screen.findAllByRole('button', { name: 'Melding verwijderen' });
    expect(deletes[0]).toHaveAccessibleDescription('Melding 5');
    fireEvent.click(deletes[0]!);
    await waitFor(() => expect(screen.queryByText('Melding 5')).toBeNull());
    expect(document.activeElement).toHaveAccessibleName(/Melding 4/);
    expect(api.calls).toContain('DELETE /notifications/5');
    // The preview refills from the API: the fifth one moves up.
    expect(await screen.findByText('Melding 1')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Melding verwijderen' })).toHaveLength(4);
  });

  it('keyboard: Enter opens, Tab walks into the list, Escape closes and returns focus to the bell', async () => {
    fakeNotificationsApi(notifications(2));
    const user = userEvent.setup();
    renderBell();
    const button = await screen.findByRole('button', { name: /2 ongelezen/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText('Melding 2');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/Melding 2/);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Melding verwijderen');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(button).toHaveFocus();
    expect(screen.queryByText('Melding 2')).toBeNull();
  });

  it('a click outside closes the list', async () => {
    fakeNotificationsApi(notifications(1));
    renderBell();
    const button = await screen.findByRole('button', { name: /1 ongelezen/ });
    fireEvent.click(button);
    await screen.findByText('Melding 1');
    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
