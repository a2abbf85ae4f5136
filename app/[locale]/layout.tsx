import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import AppProviders from '@/components/providers/app-providers';
import SiteHeader from '@/components/layout/site-header';
import MenuBar from '@/components/layout/menu-bar';
import { publicConfig, siteUrl } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';

// Nothing is rendered at build time: pages need the API's data, which is not there during `next build`.
// Each page is rendered on its first request and then served from the cache (see `revalidate`).
export function generateStaticParams(): Array<{ locale: string }> {
  return [];
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : 'nl', namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#c8102e',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Common');

  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <AppProviders config={publicConfig()}>
            <a className="skip-link" href="#main">
              {t('skipToContent')}
            </a>
            <SiteHeader />
            <MenuBar />
            <div id="main" tabIndex={-1}>
              {children}
            </div>
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
