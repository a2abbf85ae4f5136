import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';

/**
 * `generateMetadata` of every `not-found.tsx` under `app/[locale]`: the 404 title in the address's
 * language. A page that calls `notFound()` gets its head from the layouts and the nearest
 * not-found file only (its own metadata is dropped), so without this the served HTML of a 404
 * carried the layout's default site title.
 */
export async function notFoundMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'Metadata' });
  return { title: t('notFoundTitle') };
}
