'use client';

import { useTranslations } from '#i18n';
import { useId, useState } from 'react';
import styles from './filters.module.css';

/** docs/product.md, Limits: option groups show this many before "show more". */
export const SHORT_LIST_LENGTH = 6;

export type FilterOption = { value: string; title: string; count: number };

export type OptionListProps = {
  /** Names the checkboxes' group for assistive technology (the group's title). */
  label: string;
  /** The checkboxes' form name (the filter key): with each option's value it names a checkbox the same in any tree. */
  name?: string;
  options: readonly FilterOption[];
  /** Values checked now. */
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Options shown before "show more" (selected ones always show). Default 6. */
  shortLength?: number;
  /** Only one choice: checking an option unchecks the others. */
  single?: boolean;
  /** At most this many choices: the other options are disabled once reached. */
  max?: number;
};

/** The next selection after toggling one option, honouring only-one-choice and the maximum count. */
export function toggleOption(selected: readonly string[], value: string, options: { single?: boolean; max?: number } = {}): string[] {
  if (selected.includes(value)) return selected.filter((item) => item !== value);
  if (options.single) return [value];
  if (options.max !== undefined && selected.length >= options.max) return [...selected];
  return [...selected, value];
}

/**
 * A filter group's checkboxes with counts, a short list with show more / show less, and support for
 * only-one-choice and a maximum count (docs/product.md, Behaviour).
 */
export default function OptionList({ label, name, options, selected, onChange, shortLength = SHORT_LIST_LENGTH, single = false, max }: OptionListProps) {
  const t = useTranslations('Filters');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const full = max !== undefined && !single && selected.length >= max;
  const hidden = options.length - shortLength;
  const shown = expanded ? options : options.filter((option, index) => index < shortLength || selected.includes(option.value));

  return (
    <div role="group" aria-label={label}>
      <ul id={listId} className={styles.options}>
        {shown.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <li key={option.value}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  className={styles.checkbox}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onChange(toggleOption(selected, option.value, { single, max }))}
                />
                <span className={styles.optionTitle}>{option.title}</span>
                <span className={styles.optionCount} aria-hidden="true">
                  {option.count}
                </span>
                {' '}
                <span className="visually-hidden">({t('optionCount', { count: option.count })})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {full && <p className={styles.hint}>{t('maxReached', { max })}</p>}
      {hidden > 0 && (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('showLess') : t('showMore', { count: hidden })}
        </button>
      )}
    </div>
  );
}
