'use client';

import { useTranslations } from '#i18n';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useBodyScrollLock } from '@/components/dialogs/use-body-scroll-lock';
import { CloseIcon } from '@/components/icons/close';
import { FilterIcon } from '@/components/icons/filter';
import { countActiveFilters } from '@/lib/filters/url';
import { breakpoints } from '@/lib/ui/breakpoints';
import FilterPanel, { type FilterPanelProps } from './filter-panel';
import { closeFilterSheet, openFilterSheet, useFilterSheet } from './filter-sheet-state';
import styles from './filters.module.css';

export type MobileFiltersProps = FilterPanelProps & {
  /** Shown beside the button, e.g. "1.234 promoties". */
  summary?: string;
};

/**
 * Phones and tablets (under 992 px, where the left bar is not shown): a "Filters (n)" button that
 * opens the filter panel in a bottom sheet (a modal <dialog>: focus stays inside, Escape closes).
 * Filters apply at once, so the list behind is already up to date when the sheet closes.
 */
export default function MobileFilters({ summary, ...panel }: MobileFiltersProps) {
  const t = useTranslations('Filters');
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  // Survives the remount of a cached page turning into the per-request query page (filter-sheet-state.ts).
  const open = useFilterSheet((state) => state.openOn === pathname);
  const setOpen = (value: boolean) => (value ? openFilterSheet(pathname) : closeFilterSheet());
  const active = countActiveFilters(panel.filters);
  useBodyScrollLock(open, breakpoints.md - 0.02);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open]);

  return (
    <div className={styles.mobileBar}>
      <button type="button" className={styles.mobileButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FilterIcon size={18} />
        {t('open', { count: active })}
      </button>
      {summary && <span className={styles.mobileSummary}>{summary}</span>}
      <dialog
        ref={dialog}
        className={styles.sheet}
        aria-label={t('title')}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        {open && (
          <div className={styles.sheetInner}>
            <div className={styles.sheetTop}>
              <button type="button" className={styles.sheetClose} onClick={() => setOpen(false)}>
                <CloseIcon size={22} />
                <span className="visually-hidden">{t('close')}</span>
              </button>
            </div>
            <div className={styles.sheetBody}>
              <FilterPanel {...panel} />
            </div>
            <div className={styles.sheetFooter}>
              <button type="button" className={`button ${styles.sheetDone}`} onClick={() => setOpen(false)}>
                {t('showResults')}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}
