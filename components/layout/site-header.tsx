import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './site-header.module.css';

/** The top bar of SPEC point 2: title, search, login link for guests, menu toggle. */
export default async function SiteHeader() {
  const t = await getTranslations('Header');
  const tMeta = await getTranslations('Metadata');
  const locale = await getLocale();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand} aria-label={t('homeLink')}>
          <span aria-hidden="true" className={styles.logo}>
            %
          </span>
          <span className={styles.name}>{tMeta('siteName')}</span>
        </Link>
        <form role="search" action={locale === 'nl' ? '/search' : `/${locale}/search`} method="get" className={styles.search}>
          <label htmlFor="site-search" className="visually-hidden">
            {t('searchLabel')}
          </label>
          <input id="site-search" name="q" type="search" placeholder={t('searchPlaceholder')} autoComplete="off" maxLength={200} />
          <button type="submit" className={styles.searchButton}>
            <span className="visually-hidden">{t('searchSubmit')}</span>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </button>
        </form>
        <Link href="/login" className={styles.login}>
          {t('login')}
        </Link>
      </div>
    </header>
  );
}
