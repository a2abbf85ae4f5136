'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { localeSwitchTarget } from '@/lib/i18n/locale-switch';
import styles from './menu-bar.module.css';

/** Toggles nl ↔ fr, keeping the visitor on the equivalent route (SPEC point 2, "Locale switcher"). */
export default function LocaleSwitcher() {
  const t = useTranslations('LocaleSwitcher');
  const locale = useLocale();
  const pathname = usePathname();
  const params = useParams<Record<string, string>>();
  const other = locale === 'nl' ? 'fr' : 'nl';
  const href = localeSwitchTarget(pathname, params);
  return (
    // The href shape depends on the route; localeSwitchTarget only returns routes that exist.
    <Link href={href as Parameters<typeof Link>[0]['href']} locale={other} className={styles.item} hrefLang={other} lang={other}>
      <span aria-hidden="true">{t('short')}</span>
      <span className="visually-hidden">{t('switchTo')}</span>
    </Link>
  );
}
