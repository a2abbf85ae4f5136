// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { useToasts } from '@/lib/stores/toasts';
import ShareButtons from './share-buttons';

const URL_ = 'https://www.dealwijzer.example/posts/7';

function mockMatchMedia(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query.includes('coarse'), media: query, addEventListener() {}, removeEventListener() {} }));
}

describe('ShareButtons', () => {
  beforeEach(() => {
    useToasts.getState().clear();
    mockMatchMedia(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('links Facebook, WhatsApp and e-mail with their codes; Messenger only on touch devices', () => {
    renderWithIntl(<ShareButtons url={URL_} title="Plaid" />);
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toContain('share_source%3Dfb');
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain('share_source%3Dwa');
    expect(screen.getByRole('link', { name: /E-mail/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.queryByRole('link', { name: /Messenger/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delen…' })).toBeNull();
  });

  it('offers Messenger and the native share sheet where the device has them', async () => {
    mockMatchMedia(true);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithIntl(<ShareButtons url={URL_} title="Plaid" />, 'fr');
    expect(screen.getByRole('link', { name: /Messenger/ }).getAttribute('href')).toContain('share_source%3Dms');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Partager…' }));
    });
    expect(share).toHaveBeenCalledWith({ title: 'Plaid', url: `${URL_}?share_source=native` });
  });

  it('copies the link with share_source=cp and confirms with a toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('isSecureContext', true);
    renderWithIntl(<ShareButtons url={URL_} title="Plaid" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kopieer link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${URL_}?share_source=cp`);
    expect(useToasts.getState().toasts.map((toast) => [toast.type, toast.title])).toEqual([['success', 'Link gekopieerd']]);
  });
});
