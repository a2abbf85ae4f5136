import { useTranslations } from '#i18n';
import { CloseIcon } from '@/components/icons/close';
import { FilterIcon } from '@/components/icons/filter';
import { countActiveFilters } from '@/lib/filters/url';
import FilterPanel, { type FilterPanelProps } from './filter-panel';
import styles from './filters.module.css';

export type MobileFiltersProps = Omit<FilterPanelProps, 'scope'> & {
  /** Shown beside the button, e.g. "1.234 promoties". */
  summary?: string;
};

/**
 * Phones and tablets (under 992 px, where the left bar is not shown): a "Filters (n)" button that
 * opens the filter panel in a bottom sheet (a modal <dialog>: focus stays inside, Escape closes).
 * Server markup with its own copy of the panel; the filter controls (filter-controls.tsx) open and
 * close it. Filters apply at once, so the list behind is already up to date when the sheet closes.
 */
export default function MobileFilters({ summary, ...panel }: MobileFiltersProps) {
  const t = useTranslations('Filters');
  const active = countActiveFilters(panel.filters);

  return (
    <div className={styles.mobileBar}>
      <button type="button" className={styles.mobileButton} aria-haspopup="dialog" data-filter-sheet-open="">
        <FilterIcon size={18} />
        {t('open', { count: active })}
      </button>
      {summary && <span className={styles.mobileSummary}>{summary}</span>}
      <dialog className={styles.sheet} aria-label={t('title')} data-filter-sheet="">
        <div className={styles.sheetInner}>
          <div className={styles.sheetTop}>
            <button type="button" className={styles.sheetClose} data-filter-sheet-close="">
              <CloseIcon size={22} />
              <span className="visually-hidden">{t('close')}</span>
            </button>
          </div>
          <div className={styles.sheetBody}>
            <FilterPanel {...panel} scope="sheet" />
          </div>
          <div className={styles.sheetFooter}>
            <button type="button" className={`button ${styles.sheetDone}`} data-filter-sheet-close="">
              {t('showResults')}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
