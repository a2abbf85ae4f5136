'use client';

import NextLink from 'next/link';
import type { MouseEvent } from 'react';
import { itemRectStyle } from './item-rect';
import { useItemLabel } from './use-item-text';
import type { ViewerItem } from './viewer-folder';
import styles from './item-rects.module.css';

type ItemRectsProps = {
  items: readonly ViewerItem[];
  /** Lets the viewer hold a touch tap back until it knows it was not the first half of a double tap. */
  onItemClick?: (event: MouseEvent<HTMLAnchorElement>, item: ViewerItem) => void;
};

/**
 * Every item of a folder page as a link over its picture: absolutely positioned at the item's
 * rectangle (fractions of the page), named by title and price, opening the item's folder promo.
 */
export default function ItemRects({ items, onItemClick }: ItemRectsProps) {
  const label = useItemLabel();
  return (
    <ul className={styles.items}>
      {items.map((item) => {
        const name = label(item);
        return (
          <li key={item.id}>
            <NextLink
              href={item.route}
              prefetch={false}
              className={styles.item}
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
