import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import LocaleSwitcher from './locale-switcher';
import styles from './menu-bar.module.css';

/** The menu bar of SPEC point 2: home, deal alerts, search (mobile), folders, news (nl only), create promo, language. */
export default async function MenuBar() {
  const t = await getTranslations('MenuBar');
  const locale = await getLocale();
  return (
    <nav aria-label={t('label')} className={styles.bar}>
      <ul className={`container ${styles.list}`}>
        <li>
          <Link href="/" className={styles.item}>
            {t('home')}
          </Link>
        </li>
        <li>
          <Link href="/deal-alerts" className={styles.item}>
            {t('dealAlerts')}
          </Link>
        </li>
        <li className={styles.mobileOnly}>
          <Link href="/search" className={styles.item}>
            {t('search')}
          </Link>
        </li>
        <li>
          <Link href="/folders" className={styles.item}>
            {t('folders')}
          </Link>
        </li>
        {locale === 'nl' && (
          <li>
            <Link href="/nieuws" className={styles.item}>
              {t('news')}
            </Link>
          </li>
        )}
        <li className={styles.hideSmallest}>
          <Link href="/upload-post" className={styles.item}>
            {t('createPromo')}
          </Link>
        </li>
        <li className={styles.end}>
          <LocaleSwitcher />
        </li>
      </ul>
    </nav>
  );
}
