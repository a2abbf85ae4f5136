'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ComponentType } from 'react';
import { Icon } from '@/components/layout/icons';
import type { SearchComboboxProps } from './search-combobox';
import { SEARCH_MIN_LENGTH } from './search-limits';
import styles from './search-box.module.css';

type Loaded = { Combobox: ComponentType<SearchComboboxProps>; value: string; focused: boolean };

let combobox: Promise<typeof import('./search-combobox')> | undefined;
/** The combobox module, downloaded once per page on the first use of any search field. */
export function loadSearchCombobox(): Promise<typeof import('./search-combobox')> {
  combobox ??= import('./search-combobox');
  return combobox;
}

/**
 * The header's search field (desktop). The server sends a plain GET form to the results page, which
 * works without JavaScript; on its first focus, pointer or key press the autocomplete (SearchCombobox)
 * is downloaded and takes its place, with what was typed and the focus. So the combobox costs a page's
 * first load nothing (docs/performance.md).
 */
export default function SearchBox({ inputId, action }: { inputId: string; action: string }) {
  const t = useTranslations('Header');
  const field = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  function enhance() {
    void loadSearchCombobox().then((module) => {
      const element = field.current;
      setLoaded({ Combobox: module.default, value: element?.value ?? '', focused: element !== null && document.activeElement === element });
    });
  }

  if (loaded) return <loaded.Combobox inputId={inputId} initialValue={loaded.value} autoFocus={loaded.focused} />;
  return (
    <div className={styles.wrap}>
      <form role="search" action={action} method="get" className={styles.form}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          ref={field}
          id={inputId}
          name="q"
          type="search"
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          minLength={SEARCH_MIN_LENGTH}
          maxLength={200}
          enterKeyHint="search"
          onFocus={enhance}
          onPointerDown={enhance}
          onKeyDown={enhance}
        />
        <button type="submit" className={styles.submit}>
          <Icon name="search" />
          <span className="visually-hidden">{t('searchSubmit')}</span>
        </button>
      </form>
    </div>
  );
}
