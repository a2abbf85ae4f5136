'use client';

import { useLocale, useTranslations } from '#i18n';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SearchIcon } from '@/components/icons/search';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { saveSearchTerm } from '@/lib/api/search-calls';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { useSession } from '@/lib/stores/session';
import { SEARCH_MIN_LENGTH } from './search-limits';
import SearchListbox from './search-listbox';
import { searchPageUrl, type SearchOption } from './search-options';
import { useSearchSuggestions } from './use-search-suggestions';
import styles from './search-box.module.css';
import listStyles from './search-list.module.css';

export type SearchComboboxProps = {
  inputId: string;
  /** What was typed in the plain field before this one replaced it. */
  initialValue?: string;
  /** Takes the focus and opens the list on mount (the plain field it replaces had the focus). */
  autoFocus?: boolean;
  /** In the phone dialog Escape on a closed list closes the dialog (the dialog listens). */
  variant?: 'header' | 'dialog';
  /** Called as a pick or a submit navigates (the dialog closes); `true` replaces the current history entry. */
  onNavigate?: () => boolean;
};

/**
 * The search field as an ARIA 1.2 combobox with a listbox popup (docs/search.md, "The web"):
 * suggestions in groups while typing, recent and popular searches on an empty field; arrows move
 * (wrapping), Enter opens the active row or submits, Escape closes (a second one clears), Tab leaves.
 * Loaded on the first use of the plain field (SearchBox), so it is not part of a page's first load.
 */
export default function SearchCombobox({ inputId, initialValue = '', autoFocus = false, variant = 'header', onNavigate }: SearchComboboxProps) {
  const t = useTranslations('SearchBox');
  const tHeader = useTranslations('Header');
  const locale = useLocale() as Locale;
  const router = useRouter();
  // Until the session check answers (a member who picks right after the page loads) the API decides:
  // it stores nothing for a guest (204). Known guests send nothing.
  const isGuest = useSession((state) => state.status === 'guest');
  const searchPath = localizedPath('/search', locale);
  const listboxId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const [hint, setHint] = useState(false);
  const { sections, status, removeRecent } = useSearchSuggestions(value, open, searchPath);
  const options = useMemo(() => sections.flatMap((section) => section.options), [sections]);
  const activeOption = active >= 0 ? options[active] : undefined;
  const expanded = open && options.length > 0;
  // The listbox derives the same ids (search-listbox.tsx places the delete buttons by them).
  const optionId = (option: SearchOption) => `${listboxId}-${option.key}`;
  const typed = value.trim();
  // One quiet line under the field: the too-short hint, a failed call, or nothing found.
  const message = hint
    ? t('tooShort', { min: SEARCH_MIN_LENGTH })
    : !open
      ? ''
      : status === 'error'
        ? t('unavailable')
        : status === 'ready' && options.length === 0 && typed
          ? t('noSuggestions', { query: typed })
          : '';

  function navigate(url: string) {
    setOpen(false);
    setActive(-1);
    if (onNavigate?.()) router.replace(url);
    else router.push(url);
  }

  function remember(query: string, url: string, option?: SearchOption) {
    if (isGuest) return;
    const term = { query, url, group: option?.group ?? null, entity_id: option?.entityId ?? null };
    // Saving must not hold up the navigation; a failure only means it is not in "recent" next time.
    void loadBrowserApi()
      .then((api) => saveSearchTerm(api, term))
      .catch(() => undefined);
  }

  function pick(option: SearchOption) {
    // The picked page shows what was picked; the field is ready for the next search (the header stays).
    setValue('');
    remember(option.title, option.url, option);
    navigate(option.url);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = value.trim();
    if (text.length > 0 && text.length < SEARCH_MIN_LENGTH) {
      setOpen(false);
      setActive(-1);
      setHint(true);
      return;
    }
    const url = searchPageUrl(searchPath, text);
    if (text) remember(text, url);
    navigate(url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (count === 0) return;
        const down = event.key === 'ArrowDown';
        setActive((current) => (current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : -1) + count) % count));
        return;
      }
      case 'Enter':
        if (expanded && activeOption) {
          event.preventDefault();
          pick(activeOption);
        }
        return;
      case 'Escape':
        if (expanded || hint) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
          setHint(false);
        } else if (variant === 'header' && value) {
          event.preventDefault();
          setValue('');
        }
        return;
      case 'Delete':
        if (expanded && activeOption?.recentId != null && event.shiftKey) {
          event.preventDefault();
          removeRecent(activeOption.recentId);
          setActive(-1);
        }
        return;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        return;
      default:
    }
  }

  return (
    <div
      className={`${styles.wrap} ${variant === 'dialog' ? `${styles.inDialog} ${listStyles.inDialog}` : ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setActive(-1);
        }
      }}
    >
      <form role="search" action={searchPath} method="get" className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {tHeader('searchLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeOption ? optionId(activeOption) : undefined}
          aria-describedby={hint ? hintId : undefined}
          placeholder={tHeader('searchPlaceholder')}
          autoComplete="off"
          maxLength={200}
          enterKeyHint="search"
          // In the dialog useModalFocus moves the focus here (after noting where it came from, to return
          // it); in the header the combobox replaces a field that had the focus and takes it over.
          data-autofocus={variant === 'dialog' ? '' : undefined}
          autoFocus={autoFocus && variant === 'header'}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
            setHint(false);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span className="visually-hidden">{tHeader('searchSubmit')}</span>
        </button>
      </form>
      <SearchListbox
        id={listboxId}
        sections={sections}
        expanded={expanded}
        activeKey={activeOption?.key ?? null}
        optionId={optionId}
        onPick={pick}
        onHover={(option) => setActive(options.indexOf(option))}
        onRemoveRecent={(recentId) => {
          removeRecent(recentId);
          setActive(-1);
          input.current?.focus();
        }}
      />
      <p id={hintId} role="status" className={message ? listStyles.message : 'visually-hidden'}>
        {message}
      </p>
    </div>
  );
}
