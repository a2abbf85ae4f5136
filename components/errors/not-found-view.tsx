import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { REQUESTED_PATH_SLOT, type NotFoundViewName } from '@/lib/http/error-shell.mjs';
import ErrorView from './error-view';
import RequestedPath from './requested-path';

/**
 * The 404 views (docs/product.md, Errors). `unmatched`: no route or CMS page answers the path ("oops", "not a
 * promo", a link home). `invalid`: a route matched but its params failed validation ("Page Not
 * Found" followed by the path). `pathSlot`: the server HTML holds a slot for the path, which the front
 * layer fills (the internal page app/[locale]/error-shell renders it so; elsewhere the path is read
 * in the browser).
 */
export default async function NotFoundView({ variant, pathSlot = false }: { variant: NotFoundViewName; pathSlot?: boolean }) {
  const t = await getTranslations('NotFound');
  return (
    <ErrorView
      view={variant}
      eyebrow={t('oops')}
      title={t('title')}
      text={variant === 'invalid' ? t('invalidText') : t('notAPromo')}
      actions={
        <Link href="/" className="button">
          {t('backHome')}
        </Link>
      }
    >
      {variant === 'invalid' && <RequestedPath label={t('pathLabel')} serverPath={pathSlot ? REQUESTED_PATH_SLOT : undefined} />}
    </ErrorView>
  );
}
