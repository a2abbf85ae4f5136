'use client';

import styles from './post-wizard.module.css';

/** How far the wizard is: step n of the type's steps, full and green once the post is sent. */
export default function ProgressBar({ step, total, done, label, valueText }: { step: number; total: number; done: boolean; label: string; valueText: string }) {
  const now = done ? total : step + 1;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={now}
      aria-valuetext={valueText}
      className={`${styles.progress} ${done ? styles.progressDone : ''}`}
      data-state={done ? 'success' : 'active'}
    >
      <div className={styles.progressFill} style={{ width: `${Math.round((now / total) * 100)}%` }} />
    </div>
  );
}
