import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '../utility-page.module.css';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/nieuwsbrief-bijna'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/nieuwsbrief-bijna' });
}

/** After a newsletter sign-up: the confirmation mail is on its way (docs/product.md, Routes, `/nieuwsbrief-bijna`). */
export default async function NewsletterAlmostPage({ params }: PageProps<'/[locale]/nieuwsbrief-bijna'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('NewsletterAlmost');
  const crumbs = await getTranslations('Breadcrumbs');
  const steps = [t('step1'), t('step2'), t('step3')];
  const tips = [t('noMail1'), t('noMail2'), t('noMail3')];
  return (
    <main className={`container ${styles.wrap}`}>
      <Breadcrumbs
        route="/nieuwsbrief-bijna"
        items={[{ name: crumbs('newsletterAlmost'), href: localizedPath('/nieuwsbrief-bijna', locale) }]}
      />
      <article className={styles.card}>
        <header className={styles.hero}>
          <span className={styles.icon} aria-hidden="true">
            <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </svg>
          </span>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={styles.title}>{t('heading')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </header>

        <section aria-labelledby="newsletter-steps" className={styles.section}>
          <h2 id="newsletter-steps" className={styles.sectionTitle}>
            {t('stepsTitle')}
          </h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="newsletter-no-mail" className={`${styles.section} ${styles.note}`}>
          <h2 id="newsletter-no-mail" className={styles.sectionTitle}>
            {t('noMailTitle')}
          </h2>
          <ul className={styles.tips}>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>

        <footer className={styles.footer}>
          <p className={styles.footerText}>{t('meanwhile')}</p>
          <div className={styles.actions}>
            <Link href="/promos" className="button">
              {t('toPromos')}
            </Link>
            <Link href="/folders" className="button button--ghost">
              {t('toFolders')}
            </Link>
          </div>
        </footer>
      </article>
    </main>
  );
}
