'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { SearchComboboxProps } from './search-combobox';

type Loaded = { Combobox: ComponentType<SearchComboboxProps>; value: string; focused: boolean };

let combobox: Promise<typeof import('./search-combobox')> | undefined;

/**
 * The header's search field (desktop). It shows the server's plain form (`children`, SearchForm)
 * until the field's first focus, pointer or key press, which downloads the autocomplete
 * (SearchCombobox); that takes the form's place with what was typed and the focus. So the
 * combobox costs a page's first load nothing (docs/performance.md, docs/search.md).
 */
export default function SearchBox({ inputId, children }: { inputId: string; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  function enhance() {
    combobox ??= import('./search-combobox');
    void combobox.then((module) => {
      const field = slot.current?.querySelector('input');
      setLoaded({ Combobox: module.default, value: field?.value ?? '', focused: field != null && document.activeElement === field });
    });
  }

  // A visitor who focused the field before the page was interactive gets the combobox right away.
  useEffect(() => {
    if (slot.current?.contains(document.activeElement)) enhance();
  }, []);

  if (loaded) return <loaded.Combobox inputId={inputId} initialValue={loaded.value} autoFocus={loaded.focused} />;
  return (
    <div ref={slot} style={{ display: 'contents' }} onFocusCapture={enhance} onPointerDownCapture={enhance} onKeyDownCapture={enhance}>
      {children}
    </div>
  );
}
