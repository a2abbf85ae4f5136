import { getTranslations } from 'next-intl/server';
import ErrorView from '@/components/errors/error-view';
import { Link } from '@/lib/i18n/navigation';

/** The unmatched-route view (SPEC point 8): HTTP 404, "oops", "not a promo" and a link home. */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <ErrorView
      eyebrow={t('oops')}
      title={t('title')}
      text={t('notAPromo')}
      actions={
        <Link href="/" className="button">
          {t('backHome')}
        </Link>
      }
    />
  );
}
