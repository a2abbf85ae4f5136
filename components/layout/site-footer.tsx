import { getLocale, getTranslations } from 'next-intl/server';
import CookieSettingsButton from '@/components/consent/cookie-settings-button';
import { consentNeeded } from '@/lib/consent/consent';
import { publicConfig } from '@/lib/env';
import { CMS_PAGE_SLUGS, type CmsPageKey } from '@/lib/i18n/cms-pages';
import { Link } from '@/lib/i18n/navigation';
import styles from './site-footer.module.css';

const PAGES: readonly CmsPageKey[] = ['whoOrWhat', 'mobileApp', 'contact', 'terms', 'privacyPolicy'];

/** The site footer: the CMS pages every visitor may look for, and the copyright line. */
export default async function SiteFooter() {
  const t = await getTranslations('Footer');
  const tMeta = await getTranslations('Metadata');
  const tConsent = await getTranslations('consent');
  const locale = await getLocale();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <span aria-hidden="true" className={styles.logo}>
            %
          </span>
          <div>
            <p className={styles.name}>{tMeta('siteName')}</p>
            <p className={styles.tagline}>{t('tagline')}</p>
          </div>
        </div>
        <nav aria-label={t('label')}>
          <ul className={styles.links}>
            {PAGES.map((key) => (
              <li key={key}>
                {/* Rarely followed, and per-request pages: prefetching them on every page view would cost the
                    server a render and the phone its CPU and data for nothing. */}
                <Link href={{ pathname: '/[page]', params: { page: CMS_PAGE_SLUGS[key][locale] } }} prefetch={false}>
                  {t(key)}
                </Link>
              </li>
            ))}
            {consentNeeded(publicConfig()) ? (
              <li className={styles.settingsItem}>
                <CookieSettingsButton label={tConsent('settingsLink')} className={styles.settings} />
              </li>
            ) : null}
          </ul>
        </nav>
        <p className={styles.copyright}>{t('copyright', { year, siteName: tMeta('siteName') })}</p>
      </div>
    </footer>
  );
}
