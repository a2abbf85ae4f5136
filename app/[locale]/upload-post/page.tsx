import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/providers/client-messages';
import UploadPostView from '@/components/post-wizard/upload-post-view';
import { skipsImageRotation } from '@/components/post-wizard/rotation-skip';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/post-wizard/post-wizard.module.css';

// Personal: the wizard and its draft live in the browser; the page is never stored in the page cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/upload-post'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/upload-post' });
}

/** /upload-post (logged in only, guarded by the proxy): the post wizard (docs/post-wizard.md). No breadcrumbs here. */
export default async function UploadPostPage({ params }: PageProps<'/[locale]/upload-post'>) {
  await pageLocale(params);
  const [t, skipRotation] = await Promise.all([getTranslations('post'), skipsImageRotation()]);
  return (
    <ClientMessages namespaces={['post']}>
      <main className={`container ${styles.page}`}>
        <h1>{t('pageTitle')}</h1>
        <UploadPostView skipRotation={skipRotation} />
      </main>
    </ClientMessages>
  );
}
