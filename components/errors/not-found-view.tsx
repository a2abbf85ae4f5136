import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import ErrorView from './error-view';
import RequestedPath from './requested-path';

/**
 * The 404 views (docs/product.md, Errors). `unmatched`: no route or CMS page answers the path ("oops", "not a
 * promo", a link home). `invalid`: a route matched but its params failed validation ("Page Not
 * Found" followed by the path).
 */
export default async function NotFoundView({ variant }: { variant: 'unmatched' | 'invalid' }) {
  const t = await getTranslations('NotFound');
  return (
    <ErrorView
      eyebrow={t('oops')}
      title={t('title')}
      text={variant === 'invalid' ? t('invalidText') : t('notAPromo')}
      actions={
        <Link href="/" className="button">
          {t('backHome')}
        </Link>
      }
    >
      {variant === 'invalid' && <RequestedPath label={t('pathLabel')} />}
    </ErrorView>
  );
}
