import type { ReactNode } from 'react';
import styles from './pending-region.module.css';

/**
 * Wraps the results of a filtered list: the filter controls (filter-controls.tsx) mark it busy and
 * dim it while the page for new filters loads (`aria-busy`, `data-pending`; React leaves both alone).
 */
export function PendingRegion({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`${styles.region} ${className ?? ''}`} data-filter-results="">
      {children}
    </div>
  );
}
