import { useTranslations } from '#i18n';
import { EarlyClicksScript, earlyClicksScript } from '@/components/engagement/early-clicks-script';
import { CloseIcon } from '@/components/icons/close';
import { FilterIcon } from '@/components/icons/filter';
import { countActiveFilters, type UrlFilters } from '@/lib/filters/url';
import { EARLY_FILTER_BUTTONS } from './filter-dom';
import styles from './filters.module.css';

/** Keeps the filter buttons clicked before the page listens (filter-controls.tsx takes them). */
const FILTER_CLICKS_SCRIPT = earlyClicksScript('__filterClicks', EARLY_FILTER_BUTTONS);

export type MobileFiltersProps = {
  /** The filters of the URL now: their number is on the button. */
  filters: UrlFilters;
  /** Shown beside the button, e.g. "1.234 promoties". */
  summary?: string;
  /** Whether the search words count as a filter (not on the search page, whose subject they are). */
  words?: boolean;
};

/**
 * Phones and tablets (under 992 px, where the left bar is not shown): a "Filters (n)" button that
 * opens the filter panel in a bottom sheet (a modal <dialog>: focus stays inside, Escape closes).
 * Server markup; the filter controls (filter-controls.tsx, filter-sheet.ts) open and close it and
 * move the left bar's panel into it while it is open, so the page carries one panel, not two (each
 * option is markup, in the HTML and again in the page's payload). Filters apply at once, so the list
 * behind is already up to date when the sheet closes.
 */
export default function MobileFilters({ filters, summary, words = true }: MobileFiltersProps) {
  const t = useTranslations('Filters');
  const active = countActiveFilters(filters, { words });

  return (
    <div className={styles.mobileBar}>
      <EarlyClicksScript script={FILTER_CLICKS_SCRIPT} />
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
          {/* The left bar's panel while the sheet is open; React renders it empty and leaves it so. */}
          <div className={styles.sheetBody} data-filter-sheet-body="" />
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
