import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import CopyUrl from '@/components/default-browser/copy-url';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { siteUrl } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '../utility-page.module.css';
import ClientMessages from '@/components/providers/client-messages';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/default-browser'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/default-browser' });
}

/**
 * Asks a visitor in a social network's in-app browser to open the site in their default browser
 * (docs/product.md, Routes, `/default-browser`): the link to copy and how to leave the in-app browser.
 */
export default async function DefaultBrowserPage({ params }: PageProps<'/[locale]/default-browser'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('DefaultBrowser');
  const crumbs = await getTranslations('Breadcrumbs');
  const home = `${siteUrl()}${localizedPath('/', locale)}`;
  const guides = [
    { id: 'facebook', title: t('facebookTitle'), steps: [t('facebookStep1'), t('facebookStep2')] },
    { id: 'instagram', title: t('instagramTitle'), steps: [t('instagramStep1'), t('instagramStep2')] },
    { id: 'other', title: t('otherTitle'), steps: [t('otherStep1'), t('otherStep2')] },
  ];
  return (
    <ClientMessages namespaces={['DefaultBrowser']}>
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

          <CopyUrl fallback={home} />

          <section aria-labelledby="default-browser-how" className={styles.section}>
            <h2 id="default-browser-how" className={styles.sectionTitle}>
              {t('howTitle')}
            </h2>
            <div className={styles.guides}>
              {guides.map((guide) => (
                <section key={guide.id} aria-labelledby={`guide-${guide.id}`} className={styles.guide}>
                  <h3 id={`guide-${guide.id}`} className={styles.guideTitle}>
                    {guide.title}
                  </h3>
                  <ol className={styles.steps}>
                    {guide.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </section>
              ))}
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
