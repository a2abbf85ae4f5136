// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nl from '@/messages/nl.json';
import CopyUrl from './copy-url';

function renderCopyUrl(fallback = 'http://localhost:3000/') {
  return render(
    <NextIntlClientProvider locale="nl" messages={nl}>
      <CopyUrl fallback={fallback} />
    </NextIntlClientProvider>,
  );
}

describe('CopyUrl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows the link of ?url= on this site in a labelled field', () => {
    window.history.replaceState(null, '', '/default-browser?url=%2Ffolders');
    renderCopyUrl();
    expect(screen.getByLabelText('Link om te openen')).toHaveValue(`${window.location.origin}/folders`);
  });

  it('shows the fallback for a foreign link', () => {
    window.history.replaceState(null, '', '/default-browser?url=https%3A%2F%2Fevil.example%2F');
    renderCopyUrl('http://localhost:3000/');
    expect(screen.getByLabelText('Link om te openen')).toHaveValue('http://localhost:3000/');
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCopyUrl('http://localhost:3000/');
    await userEvent.click(screen.getByRole('button', { name: 'Link kopiëren' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/');
    expect(await screen.findByRole('status')).toHaveTextContent(nl.DefaultBrowser.copied);
  });

  it('says when copying failed', async () => {
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    renderCopyUrl();
    await userEvent.click(screen.getByRole('button', { name: 'Link kopiëren' }));
    expect(await screen.findByRole('status')).toHaveTextContent(nl.DefaultBrowser.copyFailed);
  });
});
