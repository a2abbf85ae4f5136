import type { FeedItem } from '@/lib/api/feed';
import { CardFlagsLoader } from './card-flags-loader';
import type { FeedCardProps } from './feed-card';
import FeedGridItems from './feed-grid-items';
import styles from './feed-grid.module.css';

export type FeedGridProps = {
  items: readonly FeedItem[];
  /** How many leading cards load their image eagerly (the first row is the LCP); default 0. */
  priorityCount?: number;
  headingLevel?: FeedCardProps['headingLevel'];
  /** Accessible name of the list, when the section around it has no heading that names it. */
  label?: string;
  /** "Now" for every card's countdown, so a list renders with one clock. */
  now?: Date;
  className?: string;
};

/**
 * The responsive grid of feed cards: a compact list (image beside text) in a column under 560 px,
 * then as many columns of at least 250 px as fit (3 in the content column of a 1366 px desktop).
 * Sizes itself by its own width (container queries), so it works in a page, a side column or a dialog.
 * A signed-in member's flags on its cards load in one call, and the cards they hid are left out.
 *
 *   <FeedGrid items={page.data} priorityCount={1} />
 */
export default function FeedGrid({ items, priorityCount = 0, headingLevel, label, now, className }: FeedGridProps) {
  return (
    <>
      <CardFlagsLoader items={items.map((item) => ({ type: item.morphable_type, id: item.morphable_id }))} />
      <ul className={`${styles.grid} ${className ?? ''}`} aria-label={label}>
        <FeedGridItems items={items} priorityCount={priorityCount} headingLevel={headingLevel} now={now} />
      </ul>
    </>
  );
}
