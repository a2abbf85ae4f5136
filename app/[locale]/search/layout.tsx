import ClientMessages from '@/components/providers/client-messages';
import { FEED_LIST_NAMESPACES } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';

/** The client message namespaces of the search page's parts (see CLIENT_NAMESPACES in lib/i18n/messages.ts). */
export default async function SearchLayout({ children, params }: LayoutProps<'/[locale]/search'>) {
  await pageLocale(params);
  return <ClientMessages namespaces={[...FEED_LIST_NAMESPACES, 'SearchAlert']}>{children}</ClientMessages>;
}
