// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, demoUser, renderWithApp, TEST_PUBLIC_CONFIG } from '@/components/auth/auth-test-utils';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { resetNavigation, router } from '@/tests/mocks/next-navigation';
import { server, useMswServer } from '@/tests/mocks/server';
import NotificationsView from './notifications-view';
import { clearNotificationQueries, fakeNotificationsApi, notification, notifications, signIn } from './notifications-test-api';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// useMswServer registers vitest hooks (beforeAll/afterEach), not React hooks.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMswServer();

const READ = '2026-11-25T10:00:00.000Z';

beforeEach(() => {
  signIn();
  resetNavigation();
  resetSession();
  useSession.setState({ status: 'user', user: demoUser() });
  useToasts.getState().clear();
});

afterEach(() => clearNotificationQueries());

const list = () => screen.getByRole('list', { name: 'Je meldingen' });
const rows = () => within(list()).getAllByRole('listitem');
const toastTitles = () => useToasts.getState().toasts.map((toast) => toast.title);

describe('NotificationsView', () => {
  it('lists 10, loads 10 more with "load more" and stops at the last page', async () => {
    const api = fakeNotificationsApi(notifications(23));
    renderWithApp(<NotificationsView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Je meldingen' }, { timeout: 5_000 });
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toHaveTextContent('Melding 23');
    expect(rows()[0]).toHaveTextContent('23 minuten geleden');

    fireEvent.click(screen.getByRole('button', { name: 'Meer meldingen laden' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(document.activeElement).toHaveAccessibleName(/Melding 13/);
    fireEvent.click(screen.getByRole('button', { name: 'Meer meldingen laden' }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Meer meldingen laden' })).toBeNull();
    expect(document.activeElement).toHaveAccessibleName(/Melding 3/);
    expect(api.calls).toEqual([
      'GET /notifications?page=1&per_page=10',
      'GET /notifications?page=2&per_page=10',
      'GET /notifications?page=3&per_page=10',
    ]);
  });

  it('refreshes on its own at the poll interval, as the bell does: a new one appears without a reload', async () => {
    const api = fakeNotificationsApi(notifications(2));
    renderWithApp(<NotificationsView />, 'nl', { ...TEST_PUBLIC_CONFIG, notificationsPollMs: 50 });
    await screen.findByRole('list', { name: 'Je meldingen' }, { timeout: 5_000 });
    expect(rows()).toHaveLength(2);
    api.items.unshift(notification(3));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('Melding 3');
  });

  it('refreshes when the tab becomes visible again (the interval is an hour here)', async () => {
    const api = fakeNotificationsApi(notifications(2));
    renderWithApp(<NotificationsView />, 'nl', { ...TEST_PUBLIC_CONFIG, notificationsPollMs: 3_600_000 });
    await screen.findByRole('list', { name: 'Je meldingen' }, { timeout: 5_000 });
    api.items.unshift(notification(3));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it.each([
    ['nl', 'Alles als gelezen markeren', '2 meldingen als gelezen gemarkeerd'],
    ['fr', 'Tout marquer comme lu', '2 notifications marquées comme lues'],
  ] as const)('marks all read (%s)', async (locale, button, done) => {
    const api = fakeNotificationsApi([notification(3), notification(2, { checked_at: READ }), notification(1, { read_at: READ, checked_at: READ })]);
    const view = renderWithApp(<NotificationsView />, locale);
    const items = await view.findAllByRole('listitem', {}, { timeout: 5_000 });
    expect(items.filter((item) => item.hasAttribute('data-unread'))).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(toastTitles()).toEqual([done]));
    expect(api.calls).toContain('POST /notifications/read');
    await waitFor(() => expect(document.querySelectorAll('[data-unread]')).toHaveLength(0));
    expect(screen.getByRole('button', { name: button })).toBeDisabled();
  });

  it.each([
    ['nl', 'Gelezen meldingen verwijderen', '1 gelezen melding verwijderd'],
    ['fr', 'Supprimer les notifications lues', '1 notification lue supprimée'],
  ] as const)('deletes all read ones (%s)', async (locale, button, done) => {
    const api = fakeNotificationsApi([notification(2), notification(1, { read_at: READ, checked_at: READ })]);
    renderWithApp(<NotificationsView />, locale);
    await screen.findByText('Melding 1', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByText('Melding 1')).toBeNull());
    expect(screen.getByText('Melding 2')).toBeInTheDocument();
    expect(api.calls).toContain('DELETE /notifications?which=read');
    await waitFor(() => expect(toastTitles()).toEqual([done]));
  });

  it('deletes one, keeping the loaded pages in step with the API', async () => {
    const api = fakeNotificationsApi(notifications(12));
    renderWithApp(<NotificationsView />);
    await screen.findByText('Melding 12', {}, { timeout: 5_000 });
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Melding verwijderen' }));
    await waitFor(() => expect(screen.queryByText('Melding 11')).toBeNull());
    expect(document.activeElement).toHaveAccessibleName(/Melding 10/);
    expect(api.calls).toContain('DELETE /notifications/11');
    // Page 1 refetched: the 11th one moved up into it.
    await screen.findByText('Melding 2');
    fireEvent.click(screen.getByRole('button', { name: 'Meer meldingen laden' }));
    await waitFor(() => expect(rows()).toHaveLength(11));
    expect(new Set(rows().map((row) => row.textContent)).size).toBe(11);
  });

  it('a click reads one and follows its link; the read state stays', async () => {
    const api = fakeNotificationsApi(notifications(2));
    renderWithApp(<NotificationsView />);
    fireEvent.click(await screen.findByRole('button', { name: /Melding 1/ }, { timeout: 5_000 }));
    expect(router.push).toHaveBeenCalledWith('/posts/1');
    await waitFor(() => expect(api.calls).toContain('POST /notifications/1/read'));
    await waitFor(() => expect(screen.getByText('Melding 1').closest('li')).not.toHaveAttribute('data-unread'));
    expect(screen.getByText('Melding 2').closest('li')).toHaveAttribute('data-unread');
  });

  it.each([
    ['nl', 'Je hebt nog geen meldingen.'],
    ['fr', "Vous n'avez pas encore de notifications."],
  ] as const)('shows the empty state without the bulk actions (%s)', async (locale, empty) => {
    fakeNotificationsApi([]);
    renderWithApp(<NotificationsView />, locale);
    expect(await screen.findByText(empty, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    const api = fakeNotificationsApi(notifications(1));
    server.use(
      http.get(`${API}/notifications`, () => (fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined)),
      // The failed call is reported to the API's log.
      http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
    );
    renderWithApp(<NotificationsView />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Je meldingen konden niet geladen worden.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Melding 1')).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /notifications?page=1&per_page=10']);
  });

  it('waits for the session, and sends a refused token to login with the way back', async () => {
    resetSession();
    renderWithApp(<NotificationsView />, 'fr');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des notifications…');
    act(() => useSession.setState({ status: 'guest', user: null }));
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(router.replace.mock.calls[0]?.[0]).toBe('/fr/login?redirect=%2Ffr%2Fnotifications');
  });
});
