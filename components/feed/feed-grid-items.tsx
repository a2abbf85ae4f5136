import type { FeedItem } from '@/lib/api/feed';
import { CARD_ITEM_ATTRIBUTE } from './card-flag-attributes';
import FeedCard, { type FeedCardProps } from './feed-card';
import { feedItemKey } from './feed-pagination';
import styles from './feed-grid.module.css';

export type FeedGridItemsProps = {
  items: readonly FeedItem[];
  /** How many leading cards load their image eagerly (the first row is the LCP); default 0. */
  priorityCount?: number;
  headingLevel?: FeedCardProps['headingLevel'];
  /** "Now" for every card's countdown, so a list renders with one clock. */
  now?: Date;
};

/**
 * The `<li>` of each card of a feed grid (the `<ul>` is FeedGrid's or the infinite list's); the
 * member's flags leave out what a signed-in member hid (member-card-flags.tsx). Rendered on the server for a page's first cards; the infinite
 * list loads this module (and the card with it) only for the pages it adds in the browser.
 */
export default function FeedGridItems({ items, priorityCount = 0, headingLevel, now }: FeedGridItemsProps) {
  return items.map((item, index) => (
    <li key={feedItemKey(item)} className={styles.item} {...{ [CARD_ITEM_ATTRIBUTE]: '' }}>
      <FeedCard item={item} priority={index < priorityCount} headingLevel={headingLevel} now={now} />
    </li>
  ));
}
