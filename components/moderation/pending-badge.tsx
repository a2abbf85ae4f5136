import styles from './moderation.module.css';

/** The "pending review" mark of a post the automatic checks held (docs/posting.md, Moderation). */
export default function PendingBadge({ label }: { label: string }) {
  return <span className={styles.badge}>{label}</span>;
}
