import { getTranslations } from 'next-intl/server';
import { SearchIcon } from '@/components/icons/search';
import { SEARCH_MIN_LENGTH } from './search-limits';
import styles from './search-box.module.css';

/**
 * The search field as the server sends it: a GET form to the results page that works without
 * JavaScript (blank goes to /search, 1–2 characters are held back by the browser's minlength).
 * Rendered on the server so its markup and texts cost the page no JavaScript; SearchBox swaps in
 * the combobox on first use.
 */
export default async function SearchForm({ inputId, action }: { inputId: string; action: string }) {
  const t = await getTranslations('Header');
  return (
    <div className={styles.wrap}>
      <form role="search" action={action} method="get" className={styles.form}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          minLength={SEARCH_MIN_LENGTH}
          maxLength={200}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span className="visually-hidden">{t('searchSubmit')}</span>
        </button>
      </form>
    </div>
  );
}
