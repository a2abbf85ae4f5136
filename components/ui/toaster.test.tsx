// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { toast, TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, useToasts } from '@/lib/stores/toasts';
import Toaster from './toaster';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists toasts in a labelled region, in the order raised', () => {
    renderWithIntl(<Toaster />);
    act(() => {
      toast.success('Opgeslagen', 'Je voorkeuren zijn bewaard.');
      toast.info('Nieuwe folder');
    });
    const region = screen.getByRole('region', { name: 'Meldingen' });
    expect(region).toBeInTheDocument();
    const items = screen.getAllByRole('status');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Opgeslagen', 'Nieuwe folder']);
    expect(items[0]).toHaveTextContent('Je voorkeuren zijn bewaard.');
    expect(items[0]).toHaveAttribute('aria-live', 'polite');
    // Each toast is a list item holding the live region (an <li> with a role of its own is no list item, axe's "list" rule).
    expect(screen.getAllByRole('listitem').map((item) => within(item).getByRole('status'))).toEqual(items);
  });

  it('announces errors as alerts, and the other types as status messages', () => {
    renderWithIntl(<Toaster />);
    act(() => {
      toast.error('Mislukt', 'Probeer het later opnieuw.');
      toast.warning('Let op');
      toast.info('Info');
      toast.success('Gelukt');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Mislukt');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getAllByRole('status')).toHaveLength(3);
    // The type is spelled out for screen readers, not only shown by colour.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Fout:/);
  });

  it('closes a toast by itself after 5000 ms', () => {
    renderWithIntl(<Toaster />);
    act(() => {
      toast.success('Opgeslagen');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Opgeslagen');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
  });

  it('honours another duration, and 0 keeps it until dismissed', () => {
    renderWithIntl(<Toaster />);
    act(() => {
      toast.info('Kort', null, { duration: 1000 });
      toast.info('Blijft', null, { duration: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getAllByRole('status').map((item) => item.querySelector('p')?.textContent)).toEqual(['Blijft']);
  });

  it('waits while the pointer rests on it', () => {
    renderWithIntl(<Toaster />);
    act(() => {
      toast.success('Opgeslagen');
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its dismiss button', () => {
    renderWithIntl(<Toaster />);
    act(() => {
      toast.warning('Let op');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps only the newest few', () => {
    act(() => {
      for (let i = 1; i <= TOAST_MAX_VISIBLE + 2; i += 1) toast.info(`Toast ${i}`);
    });
    expect(useToasts.getState().toasts.map((item) => item.title)[0]).toBe('Toast 3');
    expect(useToasts.getState().toasts).toHaveLength(TOAST_MAX_VISIBLE);
  });

  it('speaks French in French', () => {
    renderWithIntl(<Toaster />, 'fr');
    act(() => {
      toast.error('Échec');
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
  });

  it('offers one action beside the text, which runs once and closes the toast', () => {
    const undo = vi.fn();
    renderWithIntl(<Toaster />);
    act(() => {
      toast.success('Verwijderd uit je favorieten', null, { action: { label: 'Ongedaan maken', run: undo } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
