import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import DefaultBrowserActions from '@/components/default-browser/default-browser-actions';
import PlatformGuides from '@/components/default-browser/platform-guides';
import ClientMessages from '@/components/providers/client-messages';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { siteUrl } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '../utility-page.module.css';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/default-browser'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/default-browser' });
}

function Guide({ id, title, steps }: { id: string; title: string; steps: string[] }) {
  return (
    <section aria-labelledby={`guide-${id}`} className={styles.guide} data-guide={id}>
      <h3 id={`guide-${id}`} className={styles.guideTitle}>
        {title}
      </h3>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Asks a visitor in a social network's in-app browser to open the site, or the deal they chose, in
 * their default browser (docs/app-shell.md, In-app browsers): the hand-off their phone allows, the
 * link to copy, and how to leave the in-app browser on an iPhone and on Android. The same HTML for
 * everyone (cached): the `?url=` destination and the phone are read in the browser.
 */
export default async function DefaultBrowserPage({ params }: PageProps<'/[locale]/default-browser'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('DefaultBrowser');
  const crumbs = await getTranslations('Breadcrumbs');
  const home = `${siteUrl()}${localizedPath('/', locale)}`;
  return (
    <ClientMessages namespaces={['DefaultBrowser', 'InAppBrowser']}>
      <main className={`container ${styles.wrap}`}>
        <Breadcrumbs
          route="/default-browser"
          items={[{ name: crumbs('defaultBrowser'), href: localizedPath('/default-browser', locale) }]}
        />
        <article className={styles.card}>
          <header className={styles.hero}>
            <span className={styles.icon} aria-hidden="true">
              <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <rect x="3" y="4" width="18" height="16" rx="2" />
                <path d="M3 9h18" />
                <path d="M6.5 6.5h.01M9 6.5h.01" />
                <path d="m10 14 2 2 4-4" />
              </svg>
            </span>
            <h1 className={styles.title}>{t('heading')}</h1>
            <p className={styles.lead}>{t('lead')}</p>
          </header>

          <DefaultBrowserActions fallback={home} />

          <section aria-labelledby="default-browser-how" className={styles.section}>
            <h2 id="default-browser-how" className={styles.sectionTitle}>
              {t('howTitle')}
            </h2>
            <div className={styles.guides}>
              <PlatformGuides
                ios={<Guide id="ios" title={t('iosTitle')} steps={[t('iosStep1'), t('iosStep2'), t('iosStep3')]} />}
                android={<Guide id="android" title={t('androidTitle')} steps={[t('androidStep1'), t('androidStep2'), t('androidStep3')]} />}
              />
              <Guide id="other" title={t('otherTitle')} steps={[t('otherStep1'), t('otherStep2')]} />
            </div>
          </section>

          <footer className={styles.footer}>
            <Link href="/" className="button button--ghost">
              {t('continueHere')}
            </Link>
          </footer>
        </article>
      </main>
    </ClientMessages>
  );
}
