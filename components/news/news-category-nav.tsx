import NextLink from 'next/link';
import { useLocale, useTranslations } from '#i18n';
import type { NewsCategory } from '@/lib/api/content';
import { Link } from '@/lib/i18n/navigation';
import { defaultLocale } from '@/lib/i18n/routing';
import styles from './news-category-nav.module.css';

export type NewsCategoryNavProps = {
  categories: readonly NewsCategory[];
  /** The slug of the category page being shown; absent on the news home. */
  active?: string;
};

/**
 * The news categories as a row of chips (scrolling sideways on a phone), "all" first. Categories have
 * Dutch names only (the news is Dutch, docs/product.md): on the French site their chips carry `lang="nl"`.
 */
export default function NewsCategoryNav({ categories, active }: NewsCategoryNavProps) {
  const t = useTranslations('NewsList');
  const contentLang = useLocale() === defaultLocale ? undefined : defaultLocale;
  if (categories.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={t('categoriesLabel')}>
      <ul className={styles.list}>
        <li>
          <Link href="/nieuws" className={styles.chip} aria-current={active === undefined ? 'page' : undefined}>
            {t('allCategories')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <NextLink
              href={category.translation.route}
              className={styles.chip}
              aria-current={category.translation.slug === active ? 'page' : undefined}
              lang={contentLang}
            >
              {category.translation.title}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
