/* eslint-disable @next/next/no-img-element -- the API's prize images are SVGs it serves itself; next/image adds nothing for them. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import PrizeRequestPanel from '@/components/prizes/prize-request-panel';
import ClientMessages from '@/components/providers/client-messages';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { orNotFound } from '@/lib/api/not-found';
import { getPrize } from '@/lib/api/prizes';
import { getPublicApi } from '@/lib/api/server';
import { pageParams } from '@/lib/i18n/page-locale';
import { localizedImage } from '@/lib/i18n/localized-image';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { canonicalIdParam, routeParam } from '@/lib/schemas/route-params';
import { metaDescription } from '@/lib/seo/metadata';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/prizes/prizes.module.css';

// The stock changes with every request anywhere: rendered per request (the prize pot is small).
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/prijzenpot/[prizeId]'>;

const loadPrize = cache(async (id: number, locale: Locale) => orNotFound(getPrize(await getPublicApi(locale), id)));

async function resolve(params: Props['params']) {
  const { locale, prizeId: rawId } = await pageParams(params);
  const id = routeParam(canonicalIdParam, rawId);
  if (id === null) notFound();
  return { locale, prize: await loadPrize(id, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, prize } = await resolve(params);
  return routeMetadata({
    locale,
    route: '/prijzenpot/[prizeId]',
    params: { prizeId: prize.id },
    values: { prize: prize.title },
    description: metaDescription(prize.description) ?? null,
    image: localizedImage(prize.image_url, locale),
  });
}

/** /prijzenpot/{prizeId} (public): the prize; a guest is asked to log in, a member can request it. */
export default async function PrizePage({ params }: Props) {
  const { locale, prize } = await resolve(params);
  const t = await getTranslations('prizes');
  return (
    <ClientMessages namespaces={['prizes']}>
      <main className={`container ${styles.page}`}>
        <Breadcrumbs
          route="/prijzenpot/[prizeId]"
          items={[
            { name: t('title'), href: localizedPath('/prijzenpot', locale) },
            { name: prize.title, href: localizedPath('/prijzenpot/[prizeId]', locale, { prizeId: prize.id }) },
          ]}
        />
        <div className={styles.detail}>
          {prize.image_url ? <img src={localizedImage(prize.image_url, locale) ?? prize.image_url} alt="" width={600} height={450} className={styles.detailImage} /> : <div />}
          <div>
            <h1 className={styles.title}>{prize.title}</h1>
            {prize.description && <p className={styles.description}>{prize.description}</p>}
            <p className={styles.meta}>
              <span className={styles.cost}>{t('cost', { points: prize.points_cost })}</span>
              <span className={styles.stock}>{t('stock', { count: prize.stock })}</span>
            </p>
            <PrizeRequestPanel prize={{ id: prize.id, points_cost: prize.points_cost, stock: prize.stock }} />
          </div>
        </div>
      </main>
    </ClientMessages>
  );
}
