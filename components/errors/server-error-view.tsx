import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import ErrorView from './error-view';

/**
 * The error page's view as server markup, for a 500's served HTML (the internal page
 * app/[locale]/error-shell renders it; docs/architecture.md, "The error views in the served HTML").
 * The same texts as the error boundary (app/[locale]/error.tsx), which replaces it once the scripts
 * ran; its retry is a link to the same address (an empty `href`), which works without them.
 */
export default async function ServerErrorView() {
  const t = await getTranslations('ErrorPage');
  return (
    <ErrorView
      view="server-error"
      title={t('title')}
      text={t('text')}
      actions={
        <>
          {/* An empty href is this same address: a reload, without scripts. */}
          <a href="" className="button">
            {t('retry')}
          </a>
          <Link href="/" className="button button--ghost">
            {t('backHome')}
          </Link>
        </>
      }
    />
  );
}
