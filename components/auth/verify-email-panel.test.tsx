// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, renderWithApp } from './auth-test-utils';
import VerifyEmailPanel, { RESEND_COOLDOWN_S, VERIFY_POLL_DELAY_MS, VERIFY_POLL_INTERVAL_MS } from './verify-email-panel';

startMsw();

const verification = { email: 'nieuw@dealwijzer.example', password: 'Een-lang-wachtwoord' };

/** Lets msw answer (it runs on real promises) while the fake clock stands still. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(1);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  useToasts.getState().clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyEmailPanel', () => {
  it('checks the status after 5 s, then every 3 s, and reports when verified', async () => {
    let calls = 0;
    server.use(http.post(`${API}/is-verified`, () => HttpResponse.json({ is_verified: ++calls >= 2 })));
    const onVerified = vi.fn();
    renderWithApp(<VerifyEmailPanel verification={verification} onVerified={onVerified} />);
    expect(screen.getByText('nieuw@dealwijzer.example')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(VERIFY_POLL_DELAY_MS - 10));
    expect(calls).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(10));
    await settle();
    expect(calls).toBe(1);
    expect(onVerified).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(VERIFY_POLL_INTERVAL_MS));
    await settle();
    expect(calls).toBe(2);
    expect(onVerified).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(VERIFY_POLL_INTERVAL_MS * 3));
    expect(calls).toBe(2);
  });

  it('resends with a 60-second countdown, and shows the answer', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/resend-verification`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Je ontvangt een nieuwe bevestigingsmail.' });
      }),
    );
    renderWithApp(<VerifyEmailPanel verification={{ email: verification.email }} onVerified={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'E-mail opnieuw sturen' }));
    await settle();
    expect(sent).toEqual([{ email: 'nieuw@dealwijzer.example' }]);
    expect(useToasts.getState().toasts[0]).toMatchObject({ type: 'success', message: 'Je ontvangt een nieuwe bevestigingsmail.' });
    const button = screen.getByRole('button', { name: /Opnieuw sturen kan over/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(`${RESEND_COOLDOWN_S} s`);
    for (let second = 0; second < RESEND_COOLDOWN_S; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'E-mail opnieuw sturen' })).toBeEnabled();
  });

  it('shows the error when resending fails', async () => {
    server.use(
      http.post(`${API}/resend-verification`, () => HttpResponse.json({ message: 'Te veel pogingen.' }, { status: 400 })),
      http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
    );
    renderWithApp(<VerifyEmailPanel verification={{ email: verification.email }} onVerified={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'E-mail opnieuw sturen' }));
    await settle();
    expect(useToasts.getState().toasts[0]).toMatchObject({ type: 'error', title: 'Niet verstuurd', message: 'Te veel pogingen.' });
  });
});
