// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { AUTH_COOKIE } from '@/lib/auth/cookies';
import { resetSession } from '@/lib/stores/session';
import { renderWithApp } from './auth-test-utils';
import AccountLayer from './account-layer';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

const referral = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('@/lib/auth/referral', async (importOriginal) => {
  referral.loaded += 1;
  return importOriginal();
});

beforeEach(() => {
  resetSession();
  for (const name of ['campaign_tag', 'invited_by', AUTH_COOKIE]) Cookies.remove(name, { path: '/' });
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('AccountLayer, referral codes', () => {
  it('loads no referral code for a guest on an address without one', async () => {
    window.history.replaceState(null, '', '/promos?q=banden');
    renderWithApp(<AccountLayer />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(referral.loaded).toBe(0);
    expect(Cookies.get('invited_by')).toBeUndefined();
  });

  it('remembers a guest’s referral code and campaign tag from the address', async () => {
    window.history.replaceState(null, '', '/promos?ref=VRIEND42&tag=zomer');
    renderWithApp(<AccountLayer />);
    await waitFor(() => expect(Cookies.get('invited_by')).toBe('VRIEND42'));
    expect(Cookies.get('campaign_tag')).toBe('zomer');
  });
});

describe('AccountLayer, #verified', () => {
  type LayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
  afterEach(() => {
    Reflect.deleteProperty(window as LayerWindow, 'dataLayer');
    Cookies.remove('registered_email', { path: '/' });
  });

  it('pushes the new-member event once per registration, and nothing for a crafted link', async () => {
    const win = window as LayerWindow;
    Cookies.set('registered_email', 'nieuw@dealwijzer.example', { path: '/' });
    window.history.replaceState(null, '', '/#verified');
    const first = renderWithApp(<AccountLayer />);
    await waitFor(() => expect(win.dataLayer).toEqual([{ event: 'new_member', email: 'nieuw@dealwijzer.example' }]), { timeout: 3000 });
    expect(Cookies.get('registered_email')).toBeUndefined();
    first.unmount();
    // The same link again: the address is gone, so no second conversion.
    window.history.replaceState(null, '', '/#verified');
    renderWithApp(<AccountLayer />);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(win.dataLayer).toHaveLength(1);
  });
});
