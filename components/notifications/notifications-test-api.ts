import { http, HttpResponse } from 'msw';
import { API } from '@/components/auth/auth-test-utils';
import type { Notification } from '@/lib/api/notifications';
import { storeToken } from '@/lib/auth/token';
import { getQueryClient } from '@/lib/queries/query-client';
import { server } from '@/tests/mocks/server';

/**
 * The notifications API (docs/notifications.md), in memory, for component tests: a member's list
 * newest first, the unread filter and count, read/check one or all, delete one or the read ones.
 * `calls` records each request as `METHOD /path?query`.
 */

export function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    content: `Melding ${id}`,
    time_ago: `${id} minuten geleden`,
    author_avatar: null,
    read_at: null,
    checked_at: null,
    is_link: true,
    url: `http://localhost:3000/posts/${id}`,
    created_at: new Date(Date.UTC(2026, 10, 26, 0, 0, id)).toISOString(),
    ...overrides,
  };
}

/** `count` notifications, newest (highest id) first. */
export function notifications(count: number, overrides: Partial<Notification> = {}): Notification[] {
  return Array.from({ length: count }, (_, index) => notification(count - index, overrides));
}

const isUnread = (item: Notification) => item.read_at === null && item.checked_at === null;
const STAMP = '2026-11-26T02:00:00.000Z';

export function fakeNotificationsApi(initial: Notification[]) {
  const state = { items: [...initial], calls: [] as string[] };
  const record = (request: Request) => {
    const url = new URL(request.url);
    state.calls.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}${decodeURIComponent(url.search)}`);
  };
  const find = (id: unknown) => state.items.find((item) => item.id === Number(id));
  const notFound = () => HttpResponse.json({ message: 'Notification not found.' }, { status: 404 });

  server.use(
    http.get(`${API}/notifications`, ({ request }) => {
      record(request);
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 10);
      const listed = query.get('unread') === '1' ? state.items.filter(isUnread) : state.items;
      return HttpResponse.json({
        data: listed.slice((page - 1) * perPage, page * perPage),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(listed.length / perPage)),
          per_page: perPage,
          total: listed.length,
          unread_count: state.items.filter(isUnread).length,
        },
      });
    }),
    http.post(`${API}/notifications/check`, ({ request }) => {
      record(request);
      const changed = state.items.filter((item) => item.checked_at === null);
      for (const item of changed) item.checked_at = STAMP;
      return HttpResponse.json({ data: { updated: changed.length } });
    }),
    http.post(`${API}/notifications/read`, ({ request }) => {
      record(request);
      const changed = state.items.filter((item) => item.read_at === null);
      for (const item of changed) Object.assign(item, { read_at: STAMP, checked_at: item.checked_at ?? STAMP });
      return HttpResponse.json({ data: { updated: changed.length } });
    }),
    http.post(`${API}/notifications/:id/read`, ({ request, params }) => {
      record(request);
      const item = find(params.id);
      if (!item) return notFound();
      Object.assign(item, { read_at: item.read_at ?? STAMP, checked_at: item.checked_at ?? STAMP });
      return HttpResponse.json({ data: item });
    }),
    http.delete(`${API}/notifications/:id`, ({ request, params }) => {
      record(request);
      if (!find(params.id)) return notFound();
      state.items = state.items.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API}/notifications`, ({ request }) => {
      record(request);
      const which = new URL(request.url).searchParams.get('which');
      if (which !== 'read' && which !== 'all') return HttpResponse.json({ message: 'Invalid which.' }, { status: 422 });
      const before = state.items.length;
      state.items = which === 'all' ? [] : state.items.filter((item) => item.read_at === null);
      return HttpResponse.json({ data: { deleted: before - state.items.length } });
    }),
  );
  return state;
}

/** The shared browser query client outlives a test: empty it between tests. */
export function clearNotificationQueries(): void {
  getQueryClient().clear();
}

/** The lists are only asked for with a token (the session's cookie). */
export function signIn(): void {
  storeToken('test-token');
}
