import type { ReactNode } from 'react';
import type { ErrorViewName } from '@/lib/http/error-shell.mjs';
import styles from './error-view.module.css';

type ErrorViewProps = {
  eyebrow?: string;
  title: string;
  text: string;
  actions: ReactNode;
  /** Extra detail between the text and the actions (e.g. the requested path). */
  children?: ReactNode;
  /** Which error view this is, written as `data-error-view` (lib/http/error-shell.mjs says who reads it). */
  view?: ErrorViewName;
};

/** The shared look of the 404 and error pages. */
export default function ErrorView({ eyebrow, title, text, actions, children, view }: ErrorViewProps) {
  return (
    <main className={`container ${styles.wrap}`} data-error-view={view}>
      {eyebrow && (
        <p className={styles.eyebrow} aria-hidden="true">
          {eyebrow}
        </p>
      )}
      <h1 className={styles.title}>
        {eyebrow && <span className="visually-hidden">{eyebrow} </span>}
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {children}
      <div className={styles.actions}>{actions}</div>
    </main>
  );
}
