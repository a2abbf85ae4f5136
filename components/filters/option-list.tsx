import { useTranslations } from '#i18n';
import styles from './filters.module.css';

/** docs/product.md, Limits: option groups show this many before "show more". */
export const SHORT_LIST_LENGTH = 6;

export type FilterOption = { value: string; title: string; count: number };

export type OptionListProps = {
  /** The element id of the list (unique per panel). */
  id: string;
  /** Names the checkboxes' group for assistive technology (the group's title). */
  label: string;
  /** The checkboxes' form name: `types[]`, `categories[]`, … as the URL carries them (lib/filters/url.ts). */
  name: string;
  options: readonly FilterOption[];
  /** Values checked now. */
  selected: readonly string[];
  /** Options shown before "show more" (selected ones always show). Default 6. */
  shortLength?: number;
  /** A shorter list below the filter layer's md breakpoint (categories: 4). */
  shortLengthSmall?: number;
  /** Only one choice: checking an option unchecks the others. */
  single?: boolean;
  /** At most this many choices: the other options are disabled once reached. */
  max?: number;
  /** What the counts count (read out after each option): promos, or folders on the folders page. */
  unit?: 'promos' | 'folders';
};

/**
 * A filter group's checkboxes with counts, a short list with show more / show less, and support for
 * only-one-choice and a maximum count (docs/product.md, Behaviour). Server markup: every option is in
 * the page and the ones past the short list are hidden by CSS until "show more"; the filter controls'
 * listener (filter-controls.tsx) expands the list and keeps only-one-choice and the maximum while a
 * change loads.
 */
export default function OptionList({ id, label, name, options, selected, shortLength = SHORT_LIST_LENGTH, shortLengthSmall = shortLength, single = false, max, unit = 'promos' }: OptionListProps) {
  const t = useTranslations('Filters');
  const full = max !== undefined && !single && selected.length >= max;
  const isShown = (index: number, value: string, length: number) => index < length || selected.includes(value);
  const hiddenCount = (length: number) => options.filter((option, index) => !isShown(index, option.value, length)).length;
  const hidden = hiddenCount(shortLength);
  const hiddenSmall = hiddenCount(shortLengthSmall);

  return (
    <div role="group" aria-label={label} data-single={single ? '' : undefined} data-max={single ? undefined : max}>
      <ul id={id} className={styles.options}>
        {options.map((option, index) => {
          const checked = selected.includes(option.value);
          const extra = !isShown(index, option.value, shortLength) ? styles.extra : !isShown(index, option.value, shortLengthSmall) ? styles.extraSmall : undefined;
          return (
            // No classes inside an option (filters.module.css styles them by place): a long list is
            // markup twice, in the HTML and in the page's payload.
            <li key={option.value} className={extra}>
              <label>
                <input type="checkbox" name={name} value={option.value} defaultChecked={checked} disabled={(!checked && full) || undefined} />
                <span>{option.title}</span>
                <span aria-hidden="true">{option.count}</span>{' '}
                <span className="visually-hidden">({t(unit === 'folders' ? 'optionCountFolders' : 'optionCount', { count: option.count })})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {max !== undefined && !single && (
        <p className={styles.hint} hidden={!full} data-filter-max-hint="">
          {t('maxReached', { max })}
        </p>
      )}
      {hiddenSmall > 0 && (
        <button
          type="button"
          className={`${styles.more} ${hidden === 0 ? styles.moreSmallOnly : ''}`}
          aria-expanded="false"
          aria-controls={id}
          data-filter-more=""
        >
          {/* Two counts when the list is shorter on small screens; CSS shows the one that applies. */}
          <span className={`${styles.moreLabel} ${hiddenSmall !== hidden ? styles.moreLabelLarge : ''}`}>{t('showMore', { count: hidden })}</span>
          {hiddenSmall !== hidden && <span className={styles.moreLabelSmall}>{t('showMore', { count: hiddenSmall })}</span>}
          <span className={styles.lessLabel}>{t('showLess')}</span>
        </button>
      )}
    </div>
  );
}
