import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import ShellLayers from '@/components/app-shell/shell-layers';
import AccountLayer from '@/components/auth/account-layer';
import ConsentLoader from '@/components/consent/consent-loader';
import MainMenuLayer from '@/components/dialogs/main-menu-layer';
import SearchDialogLayer from '@/components/search/search-dialog-layer';
import MenuBar from '@/components/layout/menu-bar';
import PageLoadingBar from '@/components/layout/page-loading-bar';
import ScrollToTopLoader from '@/components/layout/scroll-to-top-loader';
import SiteFooter from '@/components/layout/site-footer';
import SiteHeader from '@/components/layout/site-header';
import AppProviders from '@/components/providers/app-providers';
import BuildWatcher from '@/components/providers/build-watcher';
import ToasterSlot from '@/components/ui/toaster-slot';
import { getPages } from '@/lib/api/content';
import { getServerApi } from '@/lib/api/server';
import { publicConfig, siteUrl } from '@/lib/env';
import { cmsTwinSlugs } from '@/lib/i18n/cms-pages';
import { TextProvider } from '@/lib/i18n/client/hooks';
import { clientMessages, loadMessages } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing, type Locale } from '@/lib/i18n/routing';
import { currentBuildId } from '@/lib/build/build-id';
import { BELGIAN_TIME_ZONE } from '@/lib/dates/belgian-day';
// The error and not-found views' styles travel in the layout's stylesheet: as a file of their own,
// every page preloaded it (these boundaries belong to every page), one more request ahead of the page's
// own stylesheets (docs/performance.md, Session 21).
import '@/components/errors/error-view.module.css';

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

/** The language switch on a CMS page needs each page's translation; without the list it keeps the slug. */
async function loadCmsTwins(locale: Locale): Promise<Record<string, string> | undefined> {
  try {
    return cmsTwinSlugs(await getPages(await getServerApi({ locale })), locale);
  } catch {
    return undefined;
  }
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Common');
  const cmsTwins = await loadCmsTwins(locale);
  const config = publicConfig();

  return (
    <html lang={locale}>
      <body>
        <TextProvider locale={locale} timeZone={BELGIAN_TIME_ZONE} messages={clientMessages(await loadMessages(locale))}>
          <AppProviders config={config}>
            <a className="skip-link" href="#main">
              {t('skipToContent')}
            </a>
            {/* Early in the tab order: the banner's choices come right after the skip link. */}
            <ConsentLoader gtmId={config.gtmId} />
            {/* useSearchParams needs a Suspense boundary, or every page would render on the client only. */}
            <Suspense fallback={null}>
              <PageLoadingBar />
            </Suspense>
            <SiteHeader />
            <MenuBar cmsTwins={cmsTwins} />
            <div id="main" tabIndex={-1}>
              {children}
            </div>
            <SiteFooter />
            <ScrollToTopLoader />
            <MainMenuLayer cmsTwins={cmsTwins} />
            <SearchDialogLayer />
            <AccountLayer />
            <ToasterSlot />
            <BuildWatcher buildId={currentBuildId()} apiBaseUrl={config.apiBaseUrl} />
            <ShellLayers />
          </AppProviders>
        </TextProvider>
      </body>
    </html>
  );
}
