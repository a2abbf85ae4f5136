'use client';

import { useTranslations } from '#i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import ModalShell from '@/components/auth/modal-shell';
import type { IconComponent } from '@/components/icons/svg-icon';
import { BellIcon } from '@/components/icons/bell';
import { ChevronLeftIcon } from '@/components/icons/chevron-left';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { FolderIcon } from '@/components/icons/folder';
import { HeartIcon } from '@/components/icons/heart';
import { PlusCircleIcon } from '@/components/icons/plus-circle';
import { TagIcon } from '@/components/icons/tag';
import { dialogActions, useDialog } from '@/lib/stores/dialogs';
import { markVisited } from '@/lib/webview/app-session';
import styles from './app-welcome-dialog.module.css';

/** The five slides (docs/app-shell.md, The welcome): what the site offers, in its own words. */
const SLIDES = [
  { key: 'promos', icon: TagIcon },
  { key: 'folders', icon: FolderIcon },
  { key: 'alerts', icon: BellIcon },
  { key: 'post', icon: PlusCircleIcon },
  { key: 'favourites', icon: HeartIcon },
] as const satisfies ReadonlyArray<{ key: string; icon: IconComponent }>;

const LAST = SLIDES.length - 1;

/**
 * The app's welcome (docs/app-shell.md, The welcome): five slides with previous, next and a dot per
 * slide, skippable at any time (Skip, the close button, Escape or the backdrop), ending at the login.
 * However it closes, the visitor has seen it: `visited` is set and the app told.
 */
export default function AppWelcomeDialog() {
  const t = useTranslations('AppShell');
  const dialog = useDialog('app-welcome');
  const [index, setIndex] = useState(0);
  const slideRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const headingId = useId();

  useEffect(() => {
    // Focus follows a slide change made with the buttons or keys (not the first slide: the shell focuses it).
    if (moved.current) slideRef.current?.focus();
  }, [index]);

  if (!dialog.open) return null;

  const slide = SLIDES[index] ?? SLIDES[0];
  const go = (next: number) => {
    moved.current = true;
    setIndex(Math.max(0, Math.min(LAST, next)));
  };
  const close = () => {
    dialog.hide();
    markVisited();
  };
  const toLogin = () => {
    close();
    dialogActions('auth').show({ tab: 'login' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <ModalShell title={t('welcomeTitle')} onClose={close} zIndex={dialog.zIndex} testId="app-welcome">
      <div className={styles.carousel} onKeyDown={onKeyDown}>
        <div
          ref={slideRef}
          className={styles.slide}
          role="group"
          aria-roledescription={t('slide')}
          aria-labelledby={headingId}
          tabIndex={-1}
          data-testid="app-welcome-slide"
        >
          <span className={styles.icon}>
            <slide.icon size={40} />
          </span>
          <p className={styles.count}>{t('slideCount', { n: index + 1, total: SLIDES.length })}</p>
          <h3 id={headingId} className={styles.heading}>
            {t(`slides.${slide.key}.title`)}
          </h3>
          <p className={styles.text}>{t(`slides.${slide.key}.text`)}</p>
        </div>
        <ol className={styles.dots}>
          {SLIDES.map((item, position) => (
            <li key={item.key}>
              <button
                type="button"
                className={styles.dot}
                aria-current={position === index ? 'step' : undefined}
                onClick={() => go(position)}
              >
                <span className="visually-hidden">{t('goToSlide', { n: position + 1, title: t(`slides.${item.key}.title`) })}</span>
              </button>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          {index > 0 && (
            <button type="button" className="button button--ghost" onClick={() => go(index - 1)}>
              <ChevronLeftIcon />
              {t('previous')}
            </button>
          )}
          {index < LAST ? (
            <button type="button" className="button" onClick={() => go(index + 1)}>
              {t('next')}
              <ChevronRightIcon />
            </button>
          ) : (
            <button type="button" className="button" onClick={toLogin}>
              {t('toLogin')}
            </button>
          )}
        </div>
        {index < LAST && (
          <button type="button" className={styles.skip} onClick={close}>
            {t('skip')}
          </button>
        )}
      </div>
    </ModalShell>
  );
}
