import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import styles from './home.module.css';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Metadata' });
  return { title: { absolute: `${t('homeTitle')} | ${t('siteName')}` }, description: t('homeDescription') };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('Home');
  const sections = [
    { href: '/promos', title: t('promos'), text: t('promosText') },
    { href: '/folders', title: t('folders'), text: t('foldersText') },
    { href: '/store', title: t('stores'), text: t('storesText') },
    { href: '/webshop', title: t('webshops'), text: t('webshopsText') },
  ] as const;
  return (
    <main className="container">
      <section className={styles.hero}>
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
      </section>
      <section aria-labelledby="home-sections">
        <h2 id="home-sections" className="visually-hidden">
          {t('sections')}
        </h2>
        <ul className={styles.grid}>
          {sections.map((section) => (
            <li key={section.href}>
              <Link href={section.href} className={styles.card}>
                <span className={styles.cardTitle}>{section.title}</span>
                <span>{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
