'use client';
/* eslint-disable @next/next/no-img-element -- logos and pictures are API media (SVGs the API draws, uploads) shown at 28 px; next/image adds nothing for them. */

import { useTranslations } from '#i18n';
import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/icons/close';
import { KIND_ICONS, type SearchOption, type SearchSection } from './search-options';
import styles from './search-list.module.css';

/** The delete button's size (px), as in search-list.module.css. */
const REMOVE_SIZE = 44;

type SearchListboxProps = {
  id: string;
  sections: SearchSection[];
  expanded: boolean;
  activeKey: string | null;
  optionId: (option: SearchOption) => string;
  onPick: (option: SearchOption) => void;
  onHover: (option: SearchOption) => void;
  onRemoveRecent: (recentId: number) => void;
};

/**
 * The combobox's popup: a listbox of labelled groups. Rows keep the focus in the field (mousedown
 * does not take it), the active one is marked with aria-selected and followed by
 * aria-activedescendant. A recent search's delete button sits over the end of its row but outside
 * the listbox (which may hold options and groups only); from the keyboard Shift+Delete removes the
 * active one.
 */
export default function SearchListbox({ id, sections, expanded, activeKey, optionId, onPick, onHover, onRemoveRecent }: SearchListboxProps) {
  const t = useTranslations('SearchBox');
  const popup = useRef<HTMLDivElement>(null);
  const recent = sections.flatMap((section) => section.options.filter((option) => option.recentId !== null));
  const recentKeys = recent.map((option) => option.key).join(' ');
  const [offsets, setOffsets] = useState<Record<string, number>>({});
  useLayoutEffect(() => {
    const element = popup.current;
    if (!element || !expanded || !recentKeys) return;
    const next: Record<string, number> = {};
    for (const key of recentKeys.split(' ')) {
      const row = element.querySelector<HTMLElement>(`[id="${id}-${key}"]`);
      if (row) next[key] = row.offsetTop + (row.offsetHeight - REMOVE_SIZE) / 2;
    }
    setOffsets((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
  }, [recentKeys, expanded, id]);
  // The active row stays in view as the arrows move through a list taller than the popup.
  useEffect(() => {
    if (activeKey) popup.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeKey]);
  return (
    // In the tab order so the scrolling list is reachable by keyboard (axe: scrollable-region-focusable);
    // Tab from the field closes the list, so it never stands between the field and the next control.
    <div ref={popup} className={styles.popup} hidden={!expanded} tabIndex={0} onMouseDown={(event) => event.preventDefault()}>
      <div role="listbox" id={id} aria-label={t('listLabel')} className={styles.listbox}>
        {expanded &&
          sections.map((section) => {
            const labelId = `${id}-${section.kind}-label`;
            return (
              <div role="group" aria-labelledby={labelId} key={section.kind} className={styles.group}>
                <div role="presentation" id={labelId} className={styles.groupLabel}>
                  {t(`groups.${section.kind}`)}
                </div>
                {section.options.map((option) => {
                  const selected = option.key === activeKey;
                  const row = (
                    <div
                      role="option"
                      id={optionId(option)}
                      aria-selected={selected}
                      className={`${styles.option} ${selected ? styles.active : ''}`}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => !selected && onHover(option)}
                      onClick={() => onPick(option)}
                      data-kind={option.kind}
                    >
                      {option.imageUrl ? (
                        <img src={option.imageUrl} alt="" width={28} height={28} loading="lazy" decoding="async" className={styles.logo} />
                      ) : (
                        <span className={styles.iconBox} aria-hidden="true">
                          {createElement(KIND_ICONS[option.kind], { size: 18 })}
                        </span>
                      )}
                      <span className={styles.text}>
                        <span className={styles.title}>{option.title}</span>
                        {option.detail && <span className={styles.detail}>{option.detail}</span>}
                      </span>
                    </div>
                  );
                  return (
                    <div key={option.key} className={option.recentId === null ? undefined : styles.recentRow}>
                      {row}
                    </div>
                  );
                })}
              </div>
            );
          })}
      </div>
      {expanded && recent.length > 0 && (
        // Outside the listbox (a listbox may hold options and groups only), each placed over the right
        // end of its row, measured after render.
        <div className={styles.removeLayer}>
          {recent.map((option) => (
            <button
              key={option.key}
              type="button"
              tabIndex={-1}
              className={styles.remove}
              style={{ top: offsets[option.key] ?? 0, visibility: offsets[option.key] === undefined ? 'hidden' : undefined }}
              onClick={() => option.recentId !== null && onRemoveRecent(option.recentId)}
              aria-label={t('removeRecent', { title: option.title })}
            >
              <CloseIcon size={16} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
