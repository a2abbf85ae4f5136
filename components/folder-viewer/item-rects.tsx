'use client';

import NextLink from 'next/link';
import { useEffect, useState, type MouseEvent } from 'react';
import { itemRectStyle } from './item-rect';
import { useItemLabel } from './use-item-text';
import type { ViewerItem } from './viewer-folder';
import styles from './item-rects.module.css';

type ItemRectsProps = {
  items: readonly ViewerItem[];
  /** Lets the viewer hold a touch tap back until it knows it was not the first half of a double tap. */
  onItemClick?: (event: MouseEvent<HTMLAnchorElement>, item: ViewerItem) => void;
};

/** The item a link asks to show (`?item=ID`, e.g. from a search suggestion): its hotspot is highlighted. */
export const ITEM_PARAM = 'item';

/**
 * The `?item=` of the address. Read after hydration from the address itself, not through
 * useSearchParams: the viewer's HTML is cached whatever the query (docs/architecture.md, Caching),
 * and the viewer rewrites the query with replaceState on every swipe (keeping `item`).
 */
function useHighlightedItem(): number | null {
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    const read = () => {
      const value = new URLSearchParams(window.location.search).get(ITEM_PARAM);
      setId(value && /^\d{1,9}$/.test(value) ? Number(value) : null);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  return id;
}

/**
 * Every item of a folder page as a link over its picture: absolutely positioned at the item's
 * rectangle (fractions of the page), named by title and price, opening the item's folder promo.
 * The item the address names (`?item=`) is highlighted and marked `aria-current`.
 */
export default function ItemRects({ items, onItemClick }: ItemRectsProps) {
  const label = useItemLabel();
  const highlighted = useHighlightedItem();
  return (
    <ul className={styles.items}>
      {items.map((item) => {
        const name = label(item);
        return (
          <li key={item.id}>
            <NextLink
              href={item.route}
              prefetch={false}
              className={item.id === highlighted ? `${styles.item} ${styles.highlighted}` : styles.item}
              aria-current={item.id === highlighted ? 'true' : undefined}
              style={itemRectStyle(item.rect)}
              aria-label={name}
              title={name}
              draggable={false}
              onClick={onItemClick ? (event) => onItemClick(event, item) : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}
