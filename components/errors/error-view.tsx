import type { ReactNode } from 'react';
import type { NotFoundVariant } from '@/lib/http/not-found-shell.mjs';
import styles from './error-view.module.css';

type ErrorViewProps = {
  eyebrow?: string;
  title: string;
  text: string;
  actions: ReactNode;
  /** Extra detail between the text and the actions (e.g. the requested path). */
  children?: ReactNode;
  /** A 404 view's variant, written as `data-not-found` (lib/http/not-found-shell.mjs says who reads it). */
  notFoundVariant?: NotFoundVariant;
};

/** The shared look of the 404 and error pages. */
export default function ErrorView({ eyebrow, title, text, actions, children, notFoundVariant }: ErrorViewProps) {
  return (
    <main className={`container ${styles.wrap}`} data-not-found={notFoundVariant}>
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
