'use client';

import { useLocale, useTranslations } from '#i18n';
import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useAccountPage } from '@/components/account/use-account-page';
import { tabOf, tabsFor, type FavouriteTab } from './favourite-actions';
import FavouriteList from './favourite-list';
import styles from './favourites.module.css';

/**
 * The favourites page's body: one tab per kind of saved thing (promos of every kind, folders, and in
 * Dutch articles), in the ARIA tabs pattern (arrow keys, Home and End move between tabs). The open
 * tab is kept in the address (`?tab=`), so a reload or a shared link opens the same one.
 */
/** The address's tab is read once per render; the page itself changes it (replaceState) along with its state. */
const noSubscription = () => () => undefined;

export default function FavouritesView() {
  const t = useTranslations('Favourites');
  const locale = useLocale();
  // A token the API refuses (signed out elsewhere, a new password) goes to login, not to the API's refusal.
  const user = useAccountPage('/favorieten');
  const tabs = tabsFor(locale);
  // The page is prerendered for everyone: the tab the address names opens in the browser (the server
  // and hydration render the first), then the member's choice.
  const named = useSyncExternalStore(
    noSubscription,
    () => tabOf(new URLSearchParams(window.location.search).get('tab'), locale),
    () => tabs[0] ?? 'promos',
  );
  const [chosen, setTab] = useState<FavouriteTab | null>(null);
  const tab = chosen ?? named;
  const base = useId();
  const buttons = useRef(new Map<FavouriteTab, HTMLButtonElement>());

  const open = (next: FavouriteTab, focus = false) => {
    setTab(next);
    if (focus) buttons.current.get(next)?.focus();
    const url = new URL(window.location.href);
    if (next === tabs[0]) url.searchParams.delete('tab');
    else url.searchParams.set('tab', next);
    window.history.replaceState(window.history.state, '', url);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(tab);
    const target =
      event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length]
      : event.key === 'Home' ? tabs[0]
      : event.key === 'End' ? tabs[tabs.length - 1]
      : undefined;
    if (!target) return;
    event.preventDefault();
    open(target, true);
  };

  return (
    <>
      <div role="tablist" aria-label={t('tabsLabel')} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) buttons.current.set(name, element);
              else buttons.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`${base}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${base}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => open(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}-tab`} tabIndex={0} className={styles.panel}>
        {user ? (
          <FavouriteList key={`${user.id}-${tab}`} tab={tab} labelledBy={`${base}-${tab}-tab`} />
        ) : (
          <p className={styles.state} role="status">
            {t('loading')}
          </p>
        )}
      </div>
    </>
  );
}
