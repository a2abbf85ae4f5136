'use client';

/* eslint-disable @next/next/no-img-element -- logos and product pictures are SVGs the API draws itself; next/image adds nothing for them. */
import NextLink from 'next/link';
import { useLocale, useTranslations } from '#i18n';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { localizedImage } from '@/lib/i18n/localized-image';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { groupByLetter, isBeyond, letterAnchor, LETTERS, OTHER_LETTER } from './az-groups';
import { listCatalogueEntries, type CatalogueEntry, type CatalogueEntryPage, type CatalogueKind } from './catalogue-entries';
import styles from './az-list.module.css';

/** Wait this long after the last keystroke before asking the API. */
const SEARCH_DELAY_MS = 250;

export type AzListProps = {
  kind: CatalogueKind;
  /** The first A–Z page, rendered on the server (its links are what crawlers follow). */
  initial: CatalogueEntryPage;
  /** Entries per request for the following pages. */
  pageSize: number;
};

type Status = 'idle' | 'loading' | 'error';

function appendUnique(list: readonly CatalogueEntry[], more: readonly CatalogueEntry[]): CatalogueEntry[] {
  const seen = new Set(list.map((entry) => entry.id));
  return [...list, ...more.filter((entry) => !seen.has(entry.id))];
}

/**
 * Every store, webshop, brand or product from A to Z (docs/product.md, Routes, index routes): grouped by letter
 * with a letter bar, a name filter, and "show more" for the following pages. A letter that is not
 * loaded yet loads the pages up to it.
 */
export default function AzList({ kind, initial, pageSize }: AzListProps) {
  const t = useTranslations('Catalogue');
  const locale = useLocale();
  const inputId = useId();
  const anchorPrefix = `az-${kind}`;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [data, setShownData] = useState<CatalogueEntryPage>(initial);
  const [status, setStatus] = useState<Status>('idle');
  const [announcement, setAnnouncement] = useState('');
  const request = useRef(0);
  // What the next "show more" continues from, set with the state itself: kept in step by an effect, a
  // click between React's commit and its effects asked for the page already on screen once more.
  const dataRef = useRef(data);
  const setData = useCallback((next: CatalogueEntryPage) => {
    dataRef.current = next;
    setShownData(next);
  }, []);

  const groups = useMemo(() => groupByLetter(data.entries), [data.entries]);
  const loadedLetters = groups.map((group) => group.letter);
  const complete = data.page >= data.lastPage || data.entries.length >= data.total;

  // A new name filter starts from its own first page; an empty one goes back to the server's list.
  useEffect(() => {
    const q = text.trim();
    if (q === query) return;
    const timer = setTimeout(() => {
      const id = ++request.current;
      setQuery(q);
      setAnnouncement('');
      if (q === '') {
        setData(initial);
        setStatus('idle');
        return;
      }
      setStatus('loading');
      loadBrowserApi()
        .then((api) => listCatalogueEntries(api, kind, { page: 1, per_page: pageSize, sort: 'az', q }))
        .then((result) => {
          if (id !== request.current) return;
          setData(result);
          setStatus('idle');
          setAnnouncement(t('results', { count: result.total }));
        })
        .catch(() => {
          if (id === request.current) setStatus('error');
        });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, initial, kind, pageSize, t, setData]);

  /** Loads the next page; with `until`, keeps loading until that letter is there or the list ends. */
  async function loadMore(until?: string): Promise<void> {
    if (status === 'loading') return;
    const id = ++request.current;
    setStatus('loading');
    let current = dataRef.current;
    try {
      do {
        const next = await listCatalogueEntries(await loadBrowserApi(), kind, {
          page: current.page + 1,
          per_page: pageSize,
          sort: 'az',
          q: query || undefined,
        });
        if (id !== request.current) return;
        current = { ...next, entries: appendUnique(current.entries, next.entries) };
        setData(current);
        if (next.entries.length === 0) break;
      } while (until !== undefined && current.page < current.lastPage && isBeyond(until, groupByLetter(current.entries).map((group) => group.letter)));
      setStatus('idle');
      setAnnouncement(t('shown', { shown: current.entries.length, total: current.total }));
      if (until !== undefined) {
        // After React has drawn the new letters.
        requestAnimationFrame(() => document.getElementById(letterAnchor(anchorPrefix, until))?.focus());
      }
    } catch {
      if (id === request.current) setStatus('error');
    }
  }

  const letterLabel = (letter: string) => (letter === OTHER_LETTER ? '0–9' : letter);

  return (
    <div className={styles.az}>
      <div className={styles.tools}>
        <div className={styles.search}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('filterLabel', { kind })}
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.searchInput}
            placeholder={t('filterPlaceholder', { kind })}
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <nav aria-label={t('letterNav')} className={styles.letters}>
          <ul>
            {LETTERS.map((letter) => {
              const label = letterLabel(letter);
              if (loadedLetters.includes(letter)) {
                return (
                  <li key={letter}>
                    <a href={`#${letterAnchor(anchorPrefix, letter)}`} className={styles.letter}>
                      {label}
                    </a>
                  </li>
                );
              }
              if (!complete && isBeyond(letter, loadedLetters)) {
                return (
                  <li key={letter}>
                    <button type="button" className={styles.letter} onClick={() => void loadMore(letter)} aria-label={t('loadLetter', { letter: label })}>
                      {label}
                    </button>
                  </li>
                );
              }
              return (
                <li key={letter}>
                  <span className={`${styles.letter} ${styles.letterEmpty}`} aria-hidden="true">
                    {label}
                  </span>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      <p className="visually-hidden" role="status">
        {status === 'loading' ? t('loading') : announcement}
      </p>

      {groups.length === 0 && status !== 'loading' ? (
        <p className={styles.empty}>{query ? t('noResults', { q: query }) : t('empty', { kind })}</p>
      ) : (
        <div className={styles.groups} aria-busy={status === 'loading'}>
          {groups.map((group) => (
            <div key={group.letter} className={styles.group}>
              <h3 id={letterAnchor(anchorPrefix, group.letter)} className={styles.groupLetter} tabIndex={-1}>
                {letterLabel(group.letter)}
              </h3>
              <ul className={styles.entries} aria-labelledby={letterAnchor(anchorPrefix, group.letter)}>
                {group.entries.map((entry) => {
                  const image = localizedImage(entry.imageUrl, locale);
                  return (
                    <li key={entry.id}>
                      <NextLink href={entry.route} className={styles.entry} prefetch={false}>
                        {image ? (
                          <img src={image} alt="" width={32} height={32} loading="lazy" decoding="async" className={styles.entryImage} />
                        ) : (
                          <span aria-hidden="true" className={styles.entryImage}>
                            {entry.title.slice(0, 1)}
                          </span>
                        )}
                        <span className={styles.entryTitle}>{entry.title}</span>
                      </NextLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      )}

      {status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{t('loadError')}</p>
        </div>
      )}

      <div className={styles.footer}>
        <p className={styles.shown}>{t('shown', { shown: data.entries.length, total: data.total })}</p>
        {!complete && (
          <button type="button" className="button button--ghost" onClick={() => void loadMore()} disabled={status === 'loading'}>
            {status === 'loading' ? t('loading') : status === 'error' ? t('retry') : t('showMore', { kind })}
          </button>
        )}
      </div>
    </div>
  );
}
