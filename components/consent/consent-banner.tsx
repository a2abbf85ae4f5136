'use client';

import { useLocale, useTranslations } from '#i18n';
import { useEffect, useRef, useState } from 'react';
import { ACCEPT_ALL, REFUSE_ALL, type ConsentChoice } from '@/lib/consent/consent';
import { CMS_PAGE_SLUGS } from '@/lib/i18n/cms-pages';
import { Link } from '@/lib/i18n/navigation';
import styles from './consent-banner.module.css';

type Props = {
  /** The stored choice when the visitor reopens the banner: the categories start from it. */
  initial: ConsentChoice | null;
  /** Opened from "Cookie settings": start on the categories and take the focus. */
  fromSettings: boolean;
  onChoose: (choice: ConsentChoice) => void;
};

/**
 * The consent banner (docs/app-shell.md, Consent): a labelled region at the bottom of the viewport,
 * not modal (the page stays usable and nothing traps the focus). "Refuse all" and "Accept all" look
 * the same; "Choose" shows the categories.
 */
export default function ConsentBanner({ initial, fromSettings, onChoose }: Props) {
  const t = useTranslations('consent');
  const locale = useLocale() === 'fr' ? 'fr' : 'nl';
  const [choosing, setChoosing] = useState(fromSettings);
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstOption = useRef<HTMLInputElement>(null);
  const switched = useRef(false);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    // The page's end (the footer, its "Cookie settings", the privacy policy) must stay reachable
    // under the fixed banner: the body gets the banner's height as bottom padding while it is open.
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);

  useEffect(() => {
    if (fromSettings) heading.current?.focus();
  }, [fromSettings]);

  useEffect(() => {
    // The "Choose" button is replaced by "Save": the focus goes on to the first category.
    if (choosing && switched.current) firstOption.current?.focus();
  }, [choosing]);

  return (
    <section ref={root} className={styles.banner} aria-labelledby="consent-title" data-testid="consent-banner">
      <div className={styles.inner}>
        <h2 id="consent-title" className={styles.title} ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        <p className={styles.body}>
          {t('body')}{' '}
          <Link href={{ pathname: '/[page]', params: { page: CMS_PAGE_SLUGS.privacyPolicy[locale] } }} prefetch={false}>
            {t('privacy')}
          </Link>
        </p>
        {choosing ? (
          <fieldset className={styles.categories}>
            <legend className={styles.legend}>{t('categories')}</legend>
            <Category id="consent-necessary" label={t('necessary')} hint={t('necessaryHint')} checked disabled />
            <Category id="consent-analytics" label={t('analytics')} hint={t('analyticsHint')} checked={analytics} onChange={setAnalytics} inputRef={firstOption} />
            <Category id="consent-marketing" label={t('marketing')} hint={t('marketingHint')} checked={marketing} onChange={setMarketing} />
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={styles.choice} onClick={() => onChoose(REFUSE_ALL)}>
            {t('refuseAll')}
          </button>
          <button type="button" className={styles.choice} onClick={() => onChoose(ACCEPT_ALL)}>
            {t('acceptAll')}
          </button>
          {choosing ? (
            <button type="button" className={styles.secondary} onClick={() => onChoose({ analytics, marketing })}>
              {t('save')}
            </button>
          ) : (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                switched.current = true;
                setChoosing(true);
              }}
            >
              {t('choose')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

type CategoryProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
  inputRef?: React.Ref<HTMLInputElement>;
};

function Category({ id, label, hint, checked, disabled, onChange, inputRef }: CategoryProps) {
  return (
    <div className={styles.category}>
      <input
        id={id}
        type="checkbox"
        ref={inputRef}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id}>
        <span className={styles.label}>{label}</span>
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      </label>
    </div>
  );
}
