'use client';

import { useTranslations } from '#i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import fieldStyles from '@/components/forms/fields.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { searchWebshops, WEBSHOP_SEARCH_MIN_LENGTH, type WebshopSuggestion } from '@/lib/api/catalogue';
import { useFieldError } from './wizard-fields';
import type { WizardValues } from './wizard-values';
import styles from './post-wizard.module.css';

/** docs/post-wizard.md: the remote webshop search waits 300 ms after the last key. */
export const WEBSHOP_SEARCH_DEBOUNCE_MS = 300;

/**
 * The webshop of a post, found by name (GET /webshops/search?q=). The chosen webshop is kept with
 * its title (`webshops`) so a restored draft can show it without asking again.
 */
export default function WebshopField() {
  const t = useTranslations('post.webshop');
  const id = useId();
  const { setValue, clearErrors } = useFormContext<WizardValues>();
  const [webshopId, webshops] = useWatch<WizardValues, ['webshop_id', 'webshops']>({ name: ['webshop_id', 'webshops'] });
  const error = useFieldError('webshop_id');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ q: string; items: WebshopSuggestion[] } | null>(null);
  // Answers for an older query are not shown; nor anything under the search's minimum length.
  const results = found && found.q === query.trim() && found.q.length >= WEBSHOP_SEARCH_MIN_LENGTH ? found.items : null;
  const chosen = webshops.find((shop) => shop.id === webshopId) ?? null;
  // The chosen shop as the status says it: only after a choice here, not for a shop a draft brought back.
  const [announced, setAnnounced] = useState('');
  // Where the focus goes once the field has switched between search and chosen shop (the control
  // that had it is gone): the "change" button after a choice, the search field after "change".
  const focusNext = useRef<'change' | 'search' | null>(null);
  const takeFocus = (target: 'change' | 'search') => (element: HTMLElement | null) => {
    if (!element || focusNext.current !== target) return;
    focusNext.current = null;
    element.focus();
  };
  const status = chosen ? announced : results === null ? '' : t('found', { count: results.length });

  useEffect(() => {
    const q = query.trim();
    if (q.length < WEBSHOP_SEARCH_MIN_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      searchWebshops(getBrowserApi(), q).then(
        (items) => current && setFound({ q, items }),
        // A failed search shows no suggestions; the visitor can type again.
        () => current && setFound({ q, items: [] }),
      );
    }, WEBSHOP_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const list = useRef<HTMLUListElement>(null);
  const searchInput = useRef<HTMLInputElement | null>(null);
  const suggestionButtons = () => Array.from(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);

  // The keyboard of a search with suggestions: the arrows go from the field into the list and along
  // it, Escape goes back to the field, and Enter in the field never sends the step (it opens the list,
  // or takes the one suggestion there is).
  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    const buttons = suggestionButtons();
    if (event.key === 'ArrowDown' && buttons.length > 0) {
      event.preventDefault();
      buttons[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (results?.length === 1) choose(results[0] ?? null);
      else buttons[0]?.focus();
    }
  }

  function onSuggestionKey(event: KeyboardEvent<HTMLButtonElement>) {
    const buttons = suggestionButtons();
    const index = buttons.indexOf(event.currentTarget);
    const target =
      event.key === 'ArrowDown' ? buttons[Math.min(index + 1, buttons.length - 1)]
      : event.key === 'ArrowUp' ? (index > 0 ? buttons[index - 1] : searchInput.current)
      : event.key === 'Home' ? buttons[0]
      : event.key === 'End' ? buttons[buttons.length - 1]
      : event.key === 'Escape' ? searchInput.current
      : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  function choose(shop: WebshopSuggestion | null) {
    setValue('webshop_id', shop?.id ?? null, { shouldDirty: true });
    setValue('webshops', shop ? [shop] : [], { shouldDirty: true });
    clearErrors('webshop_id');
    setQuery('');
    setFound(null);
    setAnnounced(shop ? t('chosen', { title: shop.translation.title }) : '');
    focusNext.current = shop ? 'change' : 'search';
  }

  return (
    <div className={fieldStyles.field}>
      {chosen ? (
        <>
          <span className={fieldStyles.label} id={`${id}-label`}>
            {t('label')}
          </span>
          <div className={styles.chosen} aria-labelledby={`${id}-label`} role="group">
            <span id={`${id}-chosen`}>{chosen.translation.title}</span>
            <button
              ref={takeFocus('change')}
              type="button"
              className="button button--ghost"
              aria-describedby={`${id}-chosen`}
              onClick={() => choose(null)}
            >
              {t('change')}
            </button>
          </div>
        </>
      ) : (
        <>
          <label htmlFor={id} className={fieldStyles.label}>
            {t('label')}
          </label>
          <input
            ref={(element) => {
              searchInput.current = element;
              takeFocus('search')(element);
            }}
            id={id}
            type="search"
            className={fieldStyles.input}
            value={query}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKey}
          />
          <p id={`${id}-hint`} className={fieldStyles.hint}>
            {t('hint', { min: WEBSHOP_SEARCH_MIN_LENGTH })}
          </p>
        </>
      )}
      {/* Outside both views, so it is already there when what it says changes: the count, or the choice. */}
      <p className={chosen || results === null ? 'visually-hidden' : fieldStyles.hint} role="status">
        {status}
      </p>
      {!chosen && results && results.length > 0 && (
        <ul ref={list} className={styles.suggestions} aria-label={t('results')}>
          {results.map((shop) => (
            <li key={shop.id}>
              <button type="button" className={styles.suggestion} onClick={() => choose(shop)} onKeyDown={onSuggestionKey}>
                {shop.translation.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
