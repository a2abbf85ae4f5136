'use client';

import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down';
import styles from './filters.module.css';

export type FilterGroupProps = {
  title: string;
  /** Open on first render (docs/product.md, Behaviour: alerts, webshops, stores, brands and price start closed). */
  defaultOpen?: boolean;
  /** Active choices in the group, shown beside the title. */
  activeCount?: number;
  /** Rendered only while open, so heavy content (the price slider) loads on demand. */
  children: ReactNode;
};

/** A filter group that opens and closes (a disclosure button above its content). */
export default function FilterGroup({ title, defaultOpen = true, activeCount = 0, children }: FilterGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <section className={styles.group}>
      <h3 className={styles.groupHeading}>
        <button type="button" className={styles.groupToggle} aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>
          <span>{title}</span>
          {activeCount > 0 && <span className={styles.groupCount}>{activeCount}</span>}
          <ChevronDownIcon size={18} className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} />
        </button>
      </h3>
      <div id={contentId} className={styles.groupContent} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
