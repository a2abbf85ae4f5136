'use client';

import { useLocale, useTranslations } from '#i18n';
import { useParams, useRouter } from 'next/navigation';
import { useId, type ComponentProps, type MouseEvent } from 'react';
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
  const router = useRouter();
  // localeSwitchTarget only returns routes that exist, with the params they need.
  const target = localeSwitchTarget(pathname, params, cmsTwins);
  const href = target as LinkHref;
  /**
   * On the same route in the other language, the query goes along: a list's filters and order, the
   * search words, a login's way back (the same names in both languages). Read on the click, not in the
   * render: search params in the header would make every cached page render per request. The Link
   * has written the locale cookie by then, and its address is the other language's path.
   */
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const search = location.search;
    if (search && target === pathname && !event.button && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      router.push(event.currentTarget.pathname + search);
    }
    onNavigate?.();
  };

  if (variant === 'bar') {
    return (
      <Link href={href} locale={other} className={className} hrefLang={other} lang={other} onClick={onClick}>
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
        <Link href={href} locale={other} className={styles.option} hrefLang={other} lang={other} onClick={onClick}>
          {t('other')}
        </Link>
      </div>
    </div>
  );
}
