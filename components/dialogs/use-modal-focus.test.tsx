// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { useModalFocus } from './use-modal-focus';

function Dialog({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, true, onClose);
  return (
    <div ref={panel} role="dialog" aria-modal="true">
      <input aria-label="field" />
    </div>
  );
}

/** Presses Escape as soon as the dialog before it is on the page, before the browser paints it. */
function EscapeBeforePaint() {
  useLayoutEffect(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  }, []);
  return null;
}

describe('useModalFocus', () => {
  it('listens from the moment the dialog is on the page: an Escape before the first paint closes it', () => {
    const onClose = vi.fn();
    render(
      <>
        <Dialog onClose={onClose} />
        <EscapeBeforePaint />
      </>,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(<Dialog onClose={onClose} />);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  // In the app React listens on the document itself (Next hydrates the whole document), so a control
  // inside (the search combobox closing its list) cannot stop the event before this hook's listener:
  // it marks the event handled instead, and the dialog stays open.
  it('leaves an Escape that a control inside already handled (defaultPrevented)', () => {
    const handled = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', handled);
    try {
      const onClose = vi.fn();
      render(<Dialog onClose={onClose} />);
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      expect(onClose).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', handled);
    }
  });
});

describe('useModalFocus, where the focus goes back', () => {
  function Page({ open, swapped }: { open: boolean; swapped: boolean }) {
    return (
      <>
        {/* A guest's button that a member's stands in for while the dialog is open (a login). */}
        <button type="button" aria-label="Stem voor Koffie" style={swapped ? { display: 'none' } : undefined}>
          guest
        </button>
        {swapped && (
          <button type="button" aria-label="Stem voor Koffie">
            member
          </button>
        )}
        {open && <Dialog onClose={() => undefined} />}
      </>
    );
  }

  it('to the element that opened the dialog, or to the shown one that stands in for it (same label) once that one is hidden', () => {
    const { rerender, getByText } = render(<Page open={false} swapped={false} />);
    getByText('guest').focus();
    rerender(<Page open swapped={false} />);
    rerender(<Page open={false} swapped={false} />);
    expect(getByText('guest')).toHaveFocus();

    rerender(<Page open swapped={false} />);
    rerender(<Page open swapped />);
    rerender(<Page open={false} swapped />);
    expect(getByText('member')).toHaveFocus();
  });
});
