'use client';

import { useLocale, useTranslations } from '#i18n';
import { useParams } from 'next/navigation';
import { useId, type ComponentProps } from 'react';
import { localeSwitchTarget } from '@/lib/i18n/locale-switch';
import { Link } from '@/lib/i18n/navigation';
import { useRoutePathname } from '@/lib/i18n/use-route-pathname';
import type { Locale } from '@/lib/i18n/routing';
import { GlobeIcon } from '@/components/icons/globe';
import styles from './locale-switcher.module.css';

type LinkHref = ComponentProps<typeof Link>['href'];

export type LocaleSwitcherProps = {
  /** `bar`: the short code in the menu bar; `menu`: both languages by name, the current one marked. */
  variant?: 'bar' | 'menu';
  /** CMS page slug → slug of its translation (from `cmsTwinSlugs`), so `/contact` switches to the French contact page. */
  cmsTwins?: Readonly<Record<string, string>>;
  className?: string;
  onNavigate?: () => void;
};

/**
 * Toggles nl ↔ fr (docs/product.md, Routes), keeping the visitor on the equivalent route.
 * next-intl's Link with `locale` also rewrites the `locale` cookie.
 */
export default function LocaleSwitcher({ variant = 'bar', cmsTwins, className, onNavigate }: LocaleSwitcherProps) {
  const t = useTranslations('LocaleSwitcher');
  const locale = useLocale();
  const pathname = useRoutePathname();
  const params = useParams<Record<string, string | string[]>>();
  const other: Locale = locale === 'nl' ? 'fr' : 'nl';
  const labelId = useId();
  // localeSwitchTarget only returns routes that exist, with the params they need.
  const href = localeSwitchTarget(pathname, params, cmsTwins) as LinkHref;

  if (variant === 'bar') {
    return (
      <Link href={href} locale={other} className={className} hrefLang={other} lang={other} onClick={onNavigate}>
        <GlobeIcon />
        <span aria-hidden="true" className={styles.code}>
          {t('short')}
        </span>
        <span className="visually-hidden">{t('switchTo')}</span>
      </Link>
    );
  }

  return (
    <div role="group" aria-labelledby={labelId} className={`${styles.menu} ${className ?? ''}`}>
      <span id={labelId} className={styles.menuLabel}>
        <GlobeIcon />
        {t('label')}
      </span>
      <div className={styles.options}>
        <span className={styles.option} aria-current="true" lang={locale}>
          {t('current')}
        </span>
        <Link href={href} locale={other} className={styles.option} hrefLang={other} lang={other} onClick={onNavigate}>
          {t('other')}
        </Link>
      </div>
    </div>
  );
}
