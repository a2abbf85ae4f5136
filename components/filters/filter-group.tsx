import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down';
import styles from './filters.module.css';

export type FilterGroupProps = {
  /** The element id of the group's content (unique per panel: the left bar's and the phone sheet's). */
  id: string;
  title: string;
  /** Open on first render (docs/product.md, Behaviour: alerts, webshops, stores, brands and price start closed). */
  defaultOpen?: boolean;
  /** Active choices in the group, shown beside the title. */
  activeCount?: number;
  children: ReactNode;
};

/**
 * A filter group that opens and closes: a disclosure button above its content. Server markup; the
 * filter controls' delegated listener (filter-controls.tsx) flips `aria-expanded` and `hidden`.
 * Without JavaScript every group shows open (filters.module.css, `scripting: none`).
 */
export default function FilterGroup({ id, title, defaultOpen = true, activeCount = 0, children }: FilterGroupProps) {
  return (
    <section className={styles.group}>
      <h3 className={styles.groupHeading}>
        <button type="button" className={styles.groupToggle} aria-expanded={defaultOpen} aria-controls={id} data-filter-toggle="">
          <span>{title}</span>
          {activeCount > 0 && <span className={styles.groupCount}>{activeCount}</span>}
          <ChevronDownIcon size={18} className={styles.chevron} />
        </button>
      </h3>
      <div id={id} className={styles.groupContent} hidden={!defaultOpen}>
        {children}
      </div>
    </section>
  );
}
