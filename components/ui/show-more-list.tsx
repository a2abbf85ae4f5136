'use client';

import { Children, useId, useState, type ReactNode } from 'react';

type ShowMoreListProps = {
  /** The list's items (`<li>`s, rendered on the server). */
  children: ReactNode;
  /** How many show before "show more". */
  visible: number;
  /** The button's text, collapsed and expanded (translated by the server component that renders this). */
  more: string;
  less: string;
  className?: string;
  /** Added to the list while it is expanded. */
  expandedClassName?: string;
  buttonClassName?: string;
  labelledBy?: string;
};

/**
 * A list that shows its first `visible` items and a "show more" button for the rest. The items and the
 * texts come from the server, so the browser gets only this toggle, not the items' code.
 */
export default function ShowMoreList({ children, visible, more, less, className, expandedClassName, buttonClassName, labelledBy }: ShowMoreListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const items = Children.toArray(children);
  const classes = [className, expanded ? expandedClassName : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <ul id={listId} className={classes} aria-labelledby={labelledBy}>
        {expanded ? items : items.slice(0, visible)}
      </ul>
      {items.length > visible && (
        <button type="button" className={buttonClassName} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? less : more}
        </button>
      )}
    </>
  );
}
