import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { HomeSort } from '@/lib/filters/home-sort';
import styles from './home-feed-tabs.module.css';

/**
 * Home's two views as plain links (no client code: docs/performance.md): the top 100, cached at `/`,
 * and the newest promos at `/?sort=newest`, where a post just published shows at once (docs/posting.md).
 */
export default async function HomeFeedTabs({ active }: { active: HomeSort }) {
  const t = await getTranslations('post.homeFeed');
  const tabs: ReadonlyArray<{ sort: HomeSort; label: string }> = [
    { sort: 'top', label: t('top') },
    { sort: 'newest', label: t('newest') },
  ];
  return (
    <nav aria-label={t('label')} className={styles.tabs}>
      {tabs.map(({ sort, label }) => (
        <Link
          key={sort}
          href={sort === 'top' ? '/' : { pathname: '/', query: { sort } }}
          className={styles.tab}
          aria-current={sort === active ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
