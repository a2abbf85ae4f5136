// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { demoUser } from '@/components/auth/auth-test-utils';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { resetDialogs, useDialogs } from './dialogs';
import { resetSession, useSession } from './session';

startMsw();

const API = `${location.origin}/api`;

type NativeWindow = Window & { ReactNativeWebView?: { postMessage: (message: string) => void } };

beforeEach(() => {
  // Failed calls are reported to the API's log endpoint; accept them quietly.
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
  resetSession();
  resetDialogs();
  Cookies.remove('auth-token', { path: '/' });
  Cookies.remove('visited', { path: '/' });
});

/** The messages the React Native bridge received, parsed. */
function captureNative(): unknown[] {
  const posted: unknown[] = [];
  (window as NativeWindow).ReactNativeWebView = { postMessage: (message) => posted.push(JSON.parse(message)) };
  return posted;
}

afterEach(() => {
  Reflect.deleteProperty(window as NativeWindow, 'ReactNativeWebView');
});

describe('session store', () => {
  it('is a guest without a token, without calling the API', async () => {
    // Any call would fail the test: msw rejects unhandled requests.
    await useSession.getState().start();
    expect(useSession.getState()).toMatchObject({ status: 'guest', user: null });
  });

  it('a guest holding a token fetches /me (with the include list and bearer) and becomes logged in', async () => {
    Cookies.set('auth-token', '1|secret');
    let seen: Request | undefined;
    server.use(
      http.get(`${API}/me`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: demoUser() });
      }),
    );
    await useSession.getState().start();
    expect(useSession.getState().status).toBe('user');
    expect(useSession.getState().user?.fname).toBe('Demo');
    expect(seen?.headers.get('authorization')).toBe('Bearer 1|secret');
    expect(new URL(seen?.url ?? '').searchParams.get('include')).toBe('account,socialAccounts');
  });

  it("tells the app the session at start when signed in, with the visited flag; a guest's start posts nothing", async () => {
    const posted = captureNative();
    await useSession.getState().start();
    expect(posted).toEqual([]);
    resetSession();
    Cookies.set('auth-token', '1|secret');
    Cookies.set('visited', 'true');
    server.use(http.get(`${API}/me`, () => HttpResponse.json({ data: demoUser() })));
    await useSession.getState().start();
    expect(posted).toEqual([{ type: 'update-token', token: '1|secret', visited: true }]);
  });

  it('clears a refused token (401) and stays a guest', async () => {
    Cookies.set('auth-token', '1|expired');
    server.use(http.get(`${API}/me`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await useSession.getState().start();
    expect(useSession.getState().status).toBe('guest');
    expect(Cookies.get('auth-token')).toBeUndefined();
  });

  it('completeLogin stores the token cookie, tells the app and loads the user', async () => {
    server.use(http.get(`${API}/me`, () => HttpResponse.json({ data: demoUser() })));
    const posted = captureNative();
    const user = await useSession.getState().completeLogin('2|fresh');
    expect(user.id).toBe(7);
    // The cookie helper reports the new cookie, the session the token with the visited flag.
    expect(posted).toEqual([
      { type: 'cookie', name: 'auth-token', value: '2|fresh' },
      { type: 'update-token', token: '2|fresh', visited: false },
    ]);
    expect(Cookies.get('auth-token')).toBe('2|fresh');
    expect(useSession.getState().status).toBe('user');
  });

  it('logout clears token and user even when the server call fails, closes dialogs and tells the native app', async () => {
    Cookies.set('auth-token', '1|secret');
    useSession.setState({ status: 'user', user: demoUser() });
    useDialogs.getState().show('user-menu');
    const postMessage = vi.fn();
    (window as NativeWindow).ReactNativeWebView = { postMessage };
    server.use(http.post(`${API}/token/logout`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ status: 'guest', user: null });
    expect(Cookies.get('auth-token')).toBeUndefined();
    expect(useDialogs.getState().dialogs['user-menu'].open).toBe(false);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'logout' }));
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'cookie', name: 'auth-token', value: null }));
  });

  it('logout leaves nothing of the member for the next person on the device: no post draft, no remembered address', async () => {
    Cookies.set('auth-token', '1|secret');
    Cookies.set('registered_email', 'lid@dealwijzer.example');
    localStorage.setItem('post-form-draft', JSON.stringify({ step: 2, title: 'Mijn halve post' }));
    useSession.setState({ status: 'user', user: demoUser() });
    server.use(http.post(`${API}/token/logout`, () => new HttpResponse(null, { status: 204 })));
    await useSession.getState().logout();
    await vi.waitFor(() => expect(localStorage.getItem('post-form-draft')).toBeNull());
    expect(Cookies.get('registered_email')).toBeUndefined();
  });

  it('saves a changed locale on the profile, and only when it differs', async () => {
    Cookies.set('auth-token', '1|secret');
    useSession.setState({ status: 'user', user: demoUser({ locale: 'nl' }) });
    const bodies: unknown[] = [];
    server.use(
      http.put(`${API}/me`, async ({ request }) => {
        const body = (await request.json()) as { locale: 'nl' | 'fr' };
        bodies.push(body);
        return HttpResponse.json({ data: demoUser({ locale: body.locale }) });
      }),
    );
    await useSession.getState().syncLocale('nl');
    expect(bodies).toHaveLength(0);
    await useSession.getState().syncLocale('fr');
    expect(bodies).toEqual([expect.objectContaining({ locale: 'fr' })]);
    expect(useSession.getState().user?.locale).toBe('fr');
  });

  it('swallows a failed locale update (docs/product.md, Errors)', async () => {
    useSession.setState({ status: 'user', user: demoUser({ locale: 'nl' }) });
    server.use(http.put(`${API}/me`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    await expect(useSession.getState().syncLocale('fr')).resolves.toBeUndefined();
    expect(useSession.getState().user?.locale).toBe('nl');
  });
});
