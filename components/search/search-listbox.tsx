'use client';
/* eslint-disable @next/next/no-img-element -- logos and pictures are API media (SVGs the API draws, uploads) shown at 28 px; next/image adds nothing for them. */

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/layout/icons';
import { KIND_ICONS, type SearchOption, type SearchSection } from './search-options';
import styles from './search-list.module.css';

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
 * aria-activedescendant. A recent search's delete button sits beside its option, not inside it
 * (no interactive element within an option); from the keyboard Shift+Delete removes the active one.
 */
export default function SearchListbox({ id, sections, expanded, activeKey, optionId, onPick, onHover, onRemoveRecent }: SearchListboxProps) {
  const t = useTranslations('SearchBox');
  const popup = useRef<HTMLDivElement>(null);
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
                          <Icon name={KIND_ICONS[option.kind]} size={18} />
                        </span>
                      )}
                      <span className={styles.text}>
                        <span className={styles.title}>{option.title}</span>
                        {option.detail && <span className={styles.detail}>{option.detail}</span>}
                      </span>
                    </div>
                  );
                  if (option.recentId === null) return <div key={option.key}>{row}</div>;
                  const recentId = option.recentId;
                  return (
                    <div key={option.key} className={styles.recentRow}>
                      {row}
                      <button
                        type="button"
                        tabIndex={-1}
                        className={styles.remove}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => onRemoveRecent(recentId)}
                        aria-label={t('removeRecent', { title: option.title })}
                      >
                        <Icon name="close" size={16} />
                      </button>
                    </div>
                  );
                })}
              </div>
            );
          })}
      </div>
    </div>
  );
}
