import type { ReactNode } from 'react';
import styles from './left-bar.module.css';

/**
 * Two columns from 992 px on: the left bar (`<LeftBar …/>`) and the page content; one column below,
 * where the left bar is not shown.
 */
export default function LeftBarLayout({ leftBar, children, className }: { leftBar: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={`${styles.layout} ${className ?? ''}`}>
      {leftBar}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
