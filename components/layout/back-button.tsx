'use client';

import { useTranslations } from '#i18n';
import { useParams, useRouter as useNextRouter } from 'next/navigation';
import { useRouter } from '@/lib/i18n/navigation';
import { useRoutePathname } from '@/lib/i18n/use-route-pathname';
import { backButtonAction } from './back-button-action';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { useInSiteHistory } from './use-in-site-history';
import styles from './back-button.module.css';

/**
 * The phones-only back arrow (docs/product.md, Routes) (hidden from 768 px on by CSS). Rendered in the header;
 * it shows once the browser history holds a previous page of this site.
 */
export default function BackButton({ className }: { className?: string }) {
  const t = useTranslations('BackButton');
  const route = useRoutePathname();
  const params = useParams<Record<string, string | string[]>>();
  const router = useRouter();
  const nextRouter = useNextRouter();
  const hasPrevious = useInSiteHistory();

  // The query only matters for what a click does, so it is read then (no Suspense boundary needed).
  if (backButtonAction({ route, params, search: '', hasPrevious }).kind === 'hidden') return null;

  function goBack() {
    const action = backButtonAction({ route, params, search: window.location.search, hasPrevious });
    if (action.kind === 'store-folders') router.push({ pathname: '/folders/[storeSlug]', params: { storeSlug: action.storeSlug } });
    else if (action.kind === 'remove-flags') nextRouter.push(`${window.location.pathname}${action.search}`);
    else if (action.kind === 'history-back') router.back();
  }

  return (
    <button type="button" className={`${className ?? ''} ${styles.back}`} onClick={goBack}>
      <ArrowLeftIcon size={22} />
      <span className="visually-hidden">{t('label')}</span>
    </button>
  );
}
