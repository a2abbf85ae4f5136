// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { toast, TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, useToasts } from '@/lib/stores/toasts';
import { trackFocus } from './focus-handover';
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

describe('Toaster: the focus when a toast that holds it closes', () => {
  beforeEach(() => {
    toast.clear();
    // jsdom lays nothing out: an element counts as shown unless it sits under `display: none`.
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (this.closest('[style*="display: none"]') ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A card's hide button, the next card's link, and the toasts, as on a feed page. */
  function renderPage() {
    renderWithIntl(
      <>
        <div id="main" tabIndex={-1}>
          <div data-testid="card">
            <button type="button">Verberg Koffie</button>
          </div>
          <a href="#thee">Thee</a>
        </div>
        <Toaster />
      </>,
    );
    const hide = screen.getByRole('button', { name: 'Verberg Koffie' });
    hide.focus();
    return hide;
  }

  /** The toast a hide raises: its Undo takes the focus. */
  function raiseUndo(undo: () => void = () => undefined) {
    act(() => {
      toast.success('Verborgen: Koffie', null, { action: { label: 'Ongedaan maken', run: undo, focus: true }, duration: 8000 });
    });
    const action = screen.getByRole('button', { name: 'Ongedaan maken' });
    expect(action).toHaveFocus();
    return action;
  }

  it('gives it back to where it was when the close button closes the toast', () => {
    const hide = renderPage();
    raiseUndo();
    const dismiss = screen.getByRole('button', { name: 'Melding sluiten' });
    dismiss.focus();
    fireEvent.click(dismiss);
    expect(screen.queryByRole('status')).toBeNull();
    expect(hide).toHaveFocus();
  });

  it('gives it back before the action runs', () => {
    const hide = renderPage();
    let focusedWhenRun: Element | null = null;
    fireEvent.click(raiseUndo(() => (focusedWhenRun = document.activeElement)));
    expect(focusedWhenRun).toBe(hide);
    expect(hide).toHaveFocus();
  });

  it('moves on to the next control shown when the one it came from is hidden (the hidden card)', () => {
    const hide = renderPage();
    screen.getByTestId('card').style.display = 'none';
    raiseUndo();
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(hide).not.toHaveFocus();
    expect(screen.getByRole('link', { name: 'Thee' })).toHaveFocus();
  });

  it('finds the hidden card’s button through the tracked focus when the focus had already dropped to the page', () => {
    trackFocus();
    const hide = renderPage();
    screen.getByTestId('card').style.display = 'none';
    // The browser takes the focus from a button that got display: none, without a focusin elsewhere.
    hide.blur();
    expect(document.activeElement).toBe(document.body);
    raiseUndo();
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.getByRole('link', { name: 'Thee' })).toHaveFocus();
  });

  it('falls back to the page’s content when the element it came from is gone', () => {
    renderPage();
    raiseUndo();
    screen.getByTestId('card').remove();
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('leaves the focus alone when it is elsewhere', () => {
    const hide = renderPage();
    act(() => {
      toast.info('Nieuwe folder');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(hide).toHaveFocus();
  });
});
