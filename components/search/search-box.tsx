'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { SearchComboboxProps } from './search-combobox';

/** The combobox, what was typed, and which of the plain form's controls had the focus. */
type Loaded = { Combobox: ComponentType<SearchComboboxProps>; value: string; focus: 'input' | 'submit' | null };

let combobox: Promise<typeof import('./search-combobox')> | undefined;

/**
 * The header's search field (desktop). It shows the server's plain form (`children`, SearchForm)
 * until the field's first focus, pointer or key press, which downloads the autocomplete
 * (SearchCombobox); that takes the form's place with what was typed and the focus (on the field or
 * its search button, wherever the keyboard got to meanwhile). So the combobox costs a page's first
 * load nothing (docs/performance.md, docs/search.md).
 */
export default function SearchBox({ inputId, children }: { inputId: string; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  function enhance() {
    if (loaded) return;
    combobox ??= import('./search-combobox');
    void combobox.then((module) => {
      const active = document.activeElement;
      const field = slot.current?.querySelector('input');
      const focus = active && active === field ? 'input' : active?.matches('button') && slot.current?.contains(active) ? 'submit' : null;
      setLoaded({ Combobox: module.default, value: field?.value ?? '', focus });
    });
  }

  // A visitor who focused the field before the page was interactive gets the combobox right away.
  useEffect(() => {
    if (slot.current?.contains(document.activeElement)) enhance();
    // Once, on mount (nothing is loaded yet then): later focus is the handlers' business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The plain form's button had the focus when it went: the combobox's takes it.
  useEffect(() => {
    if (loaded?.focus === 'submit') slot.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [loaded]);

  return (
    <div ref={slot} style={{ display: 'contents' }} onFocusCapture={enhance} onPointerDownCapture={enhance} onKeyDownCapture={enhance}>
      {loaded ? <loaded.Combobox inputId={inputId} initialValue={loaded.value} autoFocus={loaded.focus === 'input'} /> : children}
    </div>
  );
}
