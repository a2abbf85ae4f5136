import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPopularCategories } from '@/lib/api/catalogue';
import { getServerApi } from '@/lib/api/server';
import styles from './search-results.module.css';

/** Popular categories to start from: a query too short to search, or one that found nothing. */
export default async function PopularCategories() {
  const categories = await getPopularCategories(await getServerApi()).catch(() => []);
  if (categories.length === 0) return null;
  const t = await getTranslations('Search');
  return (
    <section aria-labelledby="search-popular" className={styles.popular}>
      <h2 id="search-popular" className={styles.sectionTitle}>
        {t('popularCategories')}
      </h2>
      <ul className={styles.chips}>
        {categories.slice(0, 12).map((category) => (
          <li key={category.id}>
            <NextLink href={category.translation.route} className={styles.chip} prefetch={false}>
              {category.translation.simplified_title ?? category.translation.title}
            </NextLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
