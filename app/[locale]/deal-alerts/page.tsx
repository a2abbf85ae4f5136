/* eslint-disable @next/next/no-img-element -- the API's logos are SVGs it serves itself; next/image adds nothing for them. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { IconComponent } from '@/components/icons/svg-icon';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { BellIcon } from '@/components/icons/bell';
import { CheckIcon } from '@/components/icons/check';
import { ClockIcon } from '@/components/icons/clock';
import { TagIcon } from '@/components/icons/tag';
import CategoryStrip from '@/components/layout/category-strip';
import { categoryChips } from '@/components/layout/category-chips';
import { getCategories, getPopularCategories, getStores } from '@/lib/api/catalogue';
import { getServerApi } from '@/lib/api/server';
import { formatDiscountPercent, formatEuro } from '@/lib/format/price';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { REDIRECT_PARAM } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from './deal-alerts.module.css';
import ClientMessages from '@/components/providers/client-messages';
import DealAlertsViewer from '@/components/deal-alerts/deal-alerts-viewer';
import GuestOnly from '@/components/deal-alerts/guest-only';
import type { GuestAlertTarget } from '@/components/deal-alerts/guest-alert-form';
import { CARD_NAMESPACES } from '@/lib/i18n/messages';

export const revalidate = 300;

/** Stores shown to follow: the paid clients with the most current folders. */
const STORES_SHOWN = 8;

type Props = PageProps<'/[locale]/deal-alerts'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/deal-alerts' });
}

/**
 * The deal-alerts page: what deal alerts are, how they work, and the popular categories and stores to
 * follow. The HTML is the guest's (cacheable): the browser adds a guest's e-mail form, or a member's
 * alerts, suggestions and matching promos (components/deal-alerts/deal-alerts-viewer.tsx).
 */
export default async function DealAlertsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('DealAlerts');
  const api = await getServerApi();
  const [categories, popular, stores] = await Promise.all([
    getCategories(api).catch(() => []),
    getPopularCategories(api).catch(() => []),
    getStores(api, { filters: { paid: true }, sort: 'popular', per_page: STORES_SHOWN })
      .then((page) => page.data)
      .catch(() => []),
  ]);
  const login = { pathname: '/login', query: { [REDIRECT_PARAM]: localizedPath('/deal-alerts', locale) } } as const;
  const targets: GuestAlertTarget[] = [
    ...popular.map((category) => ({ type: 'Category' as const, id: category.id, title: category.translation.title })),
    ...stores.map((store) => ({ type: 'Store' as const, id: store.id, title: store.translation.title })),
  ];
  const steps: Array<{ icon: IconComponent; title: string; text: string }> = [
    { icon: BellIcon, title: t('step1Title'), text: t('step1') },
    { icon: ClockIcon, title: t('step2Title'), text: t('step2') },
    { icon: TagIcon, title: t('step3Title'), text: t('step3') },
  ];

  return (
    <ClientMessages namespaces={['CategoryStrip', 'DealAlertsManager', 'SubscriptionForm', ...CARD_NAMESPACES]}>
      <main className={`container ${styles.page}`}>
        <CategoryStrip chips={categoryChips(categories)} active="deal-alerts" />

        <section className={styles.hero} aria-labelledby="deal-alerts-title">
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>
              <BellIcon size={18} />
              {t('eyebrow')}
            </p>
            <h1 id="deal-alerts-title" className={styles.title}>
              {t('heading')}
            </h1>
            <p className={styles.lead}>{t('lead')}</p>
            <GuestOnly>
              <div className={styles.actions}>
                <Link href={login} className={`button ${styles.primary}`}>
                  {t('login')}
                </Link>
                <Link href="/register" className={styles.secondary}>
                  {t('register')}
                </Link>
              </div>
            </GuestOnly>
          </div>
          <div className={styles.heroArt} aria-hidden="true">
            <span className={styles.bell}>
              <BellIcon size={72} />
            </span>
            <span className={`${styles.bubble} ${styles.bubbleOne}`}>{formatDiscountPercent(30, locale)}</span>
            <span className={`${styles.bubble} ${styles.bubbleTwo}`}>{formatEuro(9.99, locale)}</span>
            <span className={`${styles.bubble} ${styles.bubbleThree}`}>
              <CheckIcon size={18} />
            </span>
          </div>
        </section>

        <DealAlertsViewer targets={targets} />

        <section className={styles.section} aria-labelledby="deal-alerts-steps">
          <h2 id="deal-alerts-steps" className={styles.sectionTitle}>
            {t('stepsTitle')}
          </h2>
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepIcon}>
                  <step.icon size={24} />
                </span>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        {popular.length > 0 && (
          <section className={styles.section} aria-labelledby="deal-alerts-categories">
            <h2 id="deal-alerts-categories" className={styles.sectionTitle}>
              {t('categoriesTitle')}
            </h2>
            <p className={styles.sectionIntro}>{t('categoriesIntro')}</p>
            <ul className={styles.tiles}>
              {popular.map((category) => (
                <li key={category.id}>
                  <Link href={{ pathname: '/promos/[categorySlug]', params: { categorySlug: category.translation.slug } }} className={styles.tile}>
                    <span className={styles.tileTitle}>{category.translation.title}</span>
                    <span className={styles.tileMeta}>{t('promosCount', { count: category.promos_count })}</span>
                    <ArrowRightIcon size={18} className={styles.tileArrow} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {stores.length > 0 && (
          <section className={styles.section} aria-labelledby="deal-alerts-stores">
            <h2 id="deal-alerts-stores" className={styles.sectionTitle}>
              {t('storesTitle')}
            </h2>
            <p className={styles.sectionIntro}>{t('storesIntro')}</p>
            <ul className={styles.stores}>
              {stores.map((store) => (
                <li key={store.id}>
                  <Link href={{ pathname: '/folders/[storeSlug]', params: { storeSlug: store.translation.slug } }} className={styles.store}>
                    {store.image_url ? (
                      <img src={store.image_url} alt="" width={56} height={56} loading="lazy" className={styles.storeLogo} />
                    ) : (
                      <span aria-hidden="true" className={styles.storeLogo}>
                        {store.translation.title.slice(0, 1)}
                      </span>
                    )}
                    <span className={styles.storeTitle}>{store.translation.title}</span>
                    <span className={styles.tileMeta}>{t('foldersCount', { count: store.folders_count })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <GuestOnly>
          <section className={styles.cta} aria-labelledby="deal-alerts-cta">
            <h2 id="deal-alerts-cta" className={styles.ctaTitle}>
              {t('ctaTitle')}
            </h2>
            <p>{t('ctaText')}</p>
            <Link href={login} className="button">
              {t('login')}
            </Link>
          </section>
        </GuestOnly>
      </main>
    </ClientMessages>
  );
}
