// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, renderWithApp } from '@/components/auth/auth-test-utils';
import { resetPromoEngagement } from './promo-engagement-state';
import PromoVotes from './promo-votes';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { demoUser } from '@/components/auth/auth-test-utils';
import { hasDeferredAction, whenSignedIn } from './login-gate';

startMsw();

/** The login itself (completeLogin): the session becomes a user, then the dialog closes. */
function logIn() {
  act(() => useSession.setState({ status: 'user', user: demoUser() }));
  act(() => useDialogs.getState().hide('auth'));
}

beforeEach(() => {
  resetPromoEngagement();
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
  resetSession();
  resetDialogs();
  useSession.setState({ status: 'guest', user: null });
});

describe('whenSignedIn: the action that opened the login dialog', () => {
  it('runs once after logging in from the dialog, not again on later session updates', async () => {
    const action = vi.fn();
    await whenSignedIn(action);
    expect(useDialogs.getState().dialogs.auth.open).toBe(true);
    expect(action).not.toHaveBeenCalled();
    logIn();
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    // A re-render or a profile update sets the user again: nothing runs twice.
    act(() => useSession.setState({ status: 'user', user: demoUser({ fname: 'Other' }) }));
    act(() => useSession.setState({ status: 'user', user: demoUser() }));
    await Promise.resolve();
    expect(action).toHaveBeenCalledTimes(1);
    expect(hasDeferredAction()).toBe(false);
  });

  it('forgets the action when the dialog is closed without logging in', async () => {
    const action = vi.fn();
    await whenSignedIn(action);
    act(() => useDialogs.getState().hide('auth'));
    expect(hasDeferredAction()).toBe(false);
    act(() => useSession.setState({ status: 'user', user: demoUser() }));
    await Promise.resolve();
    expect(action).not.toHaveBeenCalled();
  });

  it('runs only the last action a guest asked for', async () => {
    const first = vi.fn();
    const second = vi.fn();
    await whenSignedIn(first);
    await whenSignedIn(second);
    logIn();
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
  });

  it('runs at once for a member', async () => {
    useSession.setState({ status: 'user', user: demoUser() });
    const action = vi.fn();
    await whenSignedIn(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
  });
});

describe('a guest who favourites a promo, then logs in from the dialog', () => {
  it('gets the favourite saved once, and the button shows it', async () => {
    const calls: string[] = [];
    const counts = { rating_calculated: 12, hits_count: 14, dislikes_count: 2 };
    server.use(
      http.get(`${API}/posts/5`, () => HttpResponse.json({ data: { id: 5, ...NO_PROMO_FLAGS, ...counts } })),
      http.put(`${API}/posts/5/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_PROMO_FLAGS, ...counts, is_favourite: true } });
      }),
    );
    renderWithApp(<PromoVotes kind="Post" id={5} rating={12} hits={14} dislikes={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Favoriet' }));
    await waitFor(() => expect(useDialogs.getState().dialogs.auth.open).toBe(true));
    expect(calls).toEqual([]);

    logIn();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favoriet' })).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    // Re-renders after the login do not repeat it.
    act(() => useSession.setState({ status: 'user', user: demoUser({ fname: 'Again' }) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['set-favorite']);
  });

  it('changes nothing when the member had already saved it', async () => {
    const calls: string[] = [];
    const counts = { rating_calculated: 12, hits_count: 14, dislikes_count: 2 };
    const flags = { ...NO_PROMO_FLAGS, ...counts, is_favourite: true };
    server.use(
      http.get(`${API}/posts/6`, () => HttpResponse.json({ data: { id: 6, ...flags } })),
      http.get(`${API}/me/promo-flags`, () => HttpResponse.json({ data: [{ morphable_type: 'Post', morphable_id: 6, ...flags }] })),
      http.put(`${API}/posts/6/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_PROMO_FLAGS, ...counts } });
      }),
    );
    renderWithApp(<PromoVotes kind="Post" id={6} rating={12} hits={14} dislikes={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Favoriet' }));
    await waitFor(() => expect(useDialogs.getState().dialogs.auth.open).toBe(true));
    logIn();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favoriet' })).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Toggling would have removed the favourite the guest asked for.
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Favoriet' })).toHaveAttribute('aria-pressed', 'true');
  });
});
