'use client';

import { useTranslations } from '#i18n';
import { useEffect } from 'react';
import ErrorView from '@/components/errors/error-view';
import { isChunkLoadError, reloadOnce, sessionStorageOrNull } from '@/lib/build/reload-guard';
import { Link } from '@/lib/i18n/navigation';

/**
 * The generic error page: a render failed; offer a retry and a way home. `retry` (Next 16.3+)
 * fetches the segment from the server again; `reset` would only re-render the failed payload.
 */
export default function ErrorBoundary({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => {
    // A part of the page from an older build that is gone: load the page anew, once (docs/app-shell.md).
    if (isChunkLoadError(error) && reloadOnce(sessionStorageOrNull(), Date.now(), () => window.location.reload())) return;
    // The logger (the browser's console) loads with the first error, not with every page.
    void import('@/lib/log/logger').then(({ logger }) => logger.error('render_failed', { message: error.message, digest: error.digest })).catch(() => undefined);
  }, [error]);
  return (
    <>
      {/* The failed page's head keeps the site's generic title; React hoists this one into the head. */}
      <title>{t('documentTitle')}</title>
      <ErrorView
        view="server-error"
        title={t('title')}
        text={t('text')}
        actions={
          <>
            <button type="button" className="button" onClick={() => retry()}>
              {t('retry')}
            </button>
            <Link href="/" className="button button--ghost">
              {t('backHome')}
            </Link>
          </>
        }
      />
    </>
  );
}
