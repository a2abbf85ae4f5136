// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TestText } from '@/lib/i18n/client/test-text';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { ASKED_KEY } from '@/lib/webview/session-once';
import { navigation, resetNavigation } from '@/tests/mocks/next-navigation';
import InAppBrowserDialogs from './in-app-browser-dialogs';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.41;]';
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91 (iPhone15,2; iOS 17_5; nl_BE; nl)';

function tree(extra: ReactNode = null, locale: 'nl' | 'fr' = 'nl') {
  return (
    <TestText locale={locale}>
      {extra}
      <InAppBrowserDialogs />
    </TestText>
  );
}

/** Rendered in an awaited act: the arrival dialog suspends at once, while its messages load. */
async function renderDialogs(extra: ReactNode = null, locale: 'nl' | 'fr' = 'nl') {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(tree(extra, locale));
  });
  if (!view) throw new Error('not rendered');
  return view;
}

/** The dialogs' messages arrive in a lazily loaded chunk: the first one can take a while in a test. */
const LOADING = { timeout: 10_000 };

beforeEach(() => {
  resetNavigation();
  resetDialogs();
  sessionStorage.clear();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(FACEBOOK_ANDROID);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the open-in-default-browser dialog', () => {
  it('opens on arrival once per session, with the platform’s hand-off and "continue here"', async () => {
    window.history.replaceState(null, '', '/promos?page=2');
    const first = await renderDialogs();
    const dialog = await screen.findByRole('dialog', { name: 'Beter in je eigen browser' }, LOADING);
    expect(dialog).toHaveTextContent('ingebouwde browser van Facebook');
    expect(within(dialog).getByRole('link', { name: 'Openen in mijn browser' })).toHaveAttribute(
      'href',
      `intent://${window.location.host}/promos?page=2#Intent;scheme=http;end`,
    );
    expect(sessionStorage.getItem(ASKED_KEY)).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hier verdergaan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    resetDialogs();
    await renderDialogs();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Safari on an iPhone, in French', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(INSTAGRAM_IOS);
    window.history.replaceState(null, '', '/fr');
    await renderDialogs(null, 'fr');
    const dialog = await screen.findByRole('dialog', { name: 'Mieux dans votre propre navigateur' }, LOADING);
    expect(dialog).toHaveTextContent("navigateur intégré d'Instagram");
    expect(within(dialog).getByRole('link', { name: 'Ouvrir dans Safari' })).toHaveAttribute('href', `x-safari-${window.location.origin}/fr`);
  });

  it('does not open on the /default-browser page itself', async () => {
    resetNavigation({ pathname: '/default-browser' });
    await renderDialogs(<a href="https://shop.example/">Shop</a>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sessionStorage.getItem(ASKED_KEY)).toBeNull();
    // Mounted all the same: an outbound link still opens its dialog, and only that one.
    fireEvent.click(screen.getByText('Shop'));
    expect(await screen.findAllByRole('dialog', undefined, LOADING)).toHaveLength(1);
    expect(useDialogs.getState().dialogs['open-in-default-browser'].open).toBe(false);
  });
});

describe('outbound links in an in-app browser', () => {
  beforeEach(() => sessionStorage.setItem(ASKED_KEY, '1'));

  it('holds back a deal link and offers it in the goto-default-browser dialog', async () => {
    await renderDialogs(
      <a href="https://shop.example/deal?x=1" target="_blank" rel="nofollow sponsored noopener">
        <span>Naar de deal</span>
      </a>,
    );
    const followed = fireEvent.click(screen.getByText('Naar de deal'));
    expect(followed).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Deze link openen in je browser?' }, LOADING);
    expect(useDialogs.getState().dialogs['goto-default-browser'].destinationUrl).toBe('https://shop.example/deal?x=1');
    expect(dialog).toHaveTextContent('Deze link gaat naar shop.example.');
    expect(within(dialog).getByRole('link', { name: 'Openen in mijn browser' })).toHaveAttribute('href', 'intent://shop.example/deal?x=1#Intent;scheme=https;end');
    expect(within(dialog).getByLabelText('Link om te openen')).toHaveValue('https://shop.example/deal?x=1');

    // "Open here anyway" is a real link the listener lets through.
    const anyway = within(dialog).getByRole('link', { name: /Toch hier openen/ });
    expect(anyway).toHaveAttribute('href', 'https://shop.example/deal?x=1');
    expect(anyway).toHaveAttribute('target', '_blank');
    anyway.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    fireEvent.click(anyway);
    expect(useDialogs.getState().dialogs['goto-default-browser'].open).toBe(false);
  });

  it('holds back our /goto/ short links and names no host for them', async () => {
    const gotoPath = '/fr/goto/boekenberg'; // as a CMS page renders it: a plain link
    await renderDialogs(<a href={gotoPath}>Boekenberg</a>);
    expect(fireEvent.click(screen.getByText('Boekenberg'))).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Deze link openen in je browser?' }, LOADING);
    expect(dialog).toHaveTextContent('Deze link brengt je naar een webshop.');
    expect(useDialogs.getState().dialogs['goto-default-browser'].destinationUrl).toBe(`${window.location.origin}/fr/goto/boekenberg`);
  });

  it('lets links within the site and other schemes go', async () => {
    await renderDialogs(
      <>
        <a href="#top">Boven</a>
        <a href="mailto:hallo@dealwijzer.example">Mail</a>
      </>,
    );
    expect(fireEvent.click(screen.getByText('Boven'))).toBe(true);
    expect(fireEvent.click(screen.getByText('Mail'))).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a route change', async () => {
    const link = <a href="https://shop.example/">Shop</a>;
    const view = await renderDialogs(link);
    fireEvent.click(screen.getByText('Shop'));
    await screen.findByRole('dialog', undefined, LOADING);
    navigation.pathname = '/folders';
    view.rerender(tree(link));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
