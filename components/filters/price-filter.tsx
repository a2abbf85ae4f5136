'use client';

import Slider from 'rc-slider';
import 'rc-slider/assets/index.css';
import { useLocale, useTranslations } from '#i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatEuro } from '@/lib/format/price';
import { clampPrice, formatPriceInput, normalisePriceRange, parsePriceInput } from '@/lib/filters/price';
import { PRICE_MAX, PRICE_MIN } from '@/lib/schemas/feed-filter-values';
import filterStyles from './filters.module.css';
import styles from './price-filter.module.css';

export type PriceFilterProps = {
  /** The applied range (`price[]` of the URL); absent = the whole slider. */
  value?: readonly [number, number];
  /** Called once a change is released (slider) or confirmed (field blur or Enter); undefined = no price filter. */
  onCommit: (range: [number, number] | undefined) => void;
  /** The price range of the current selection (facet `prices`), shown as a hint. */
  available?: { min: number; max: number } | null;
};

/**
 * The slider's step: whole euros, so an arrow key moves a handle by €1 (Home/End to the ends). The
 * fields keep cents (PRICE_STEP) for a typed price.
 */
const SLIDER_STEP = 1;
/** PageUp/PageDown's larger step (the slider's own is two steps: €2 on a €5000 range). */
export const SLIDER_PAGE_STEP = 50;
/**
 * A handle moved with the keys is applied this long after the last key (or when the focus leaves
 * it), not at each press: each application loads the list again, and €1 a press would mean as many
 * loads as euros on the way to a price.
 */
export const KEY_COMMIT_DELAY_MS = 800;

/** The range with one end at `price`, kept within the slider and on its own side of the other end. */
function withHandleAt(range: [number, number], index: 0 | 1, price: number): [number, number] {
  return index === 0 ? [clampPrice(price, PRICE_MIN, range[1]), range[1]] : [range[0], clampPrice(price, range[0], PRICE_MAX)];
}

/** `5000+` for the slider's top, which means "no upper limit"; other values as typed numbers. */
function fieldText(value: number): string {
  return value >= PRICE_MAX ? `${PRICE_MAX}+` : formatPriceInput(value);
}

/**
 * The price range filter (docs/product.md, Validation): an rc-slider range 0–5000 in whole euros whose top means
 * no upper limit (shown as 5000+), with two number fields (to the cent) clamped to the slider's
 * bounds and to each other. Applied when the handle is released or the field is confirmed, not while dragging
 * (moved with the keys: once the keys rest, KEY_COMMIT_DELAY_MS).
 */
export default function PriceFilter({ value, onCommit, available }: PriceFilterProps) {
  const t = useTranslations('Filters');
  const locale = useLocale();
  const id = useId();
  const [range, setRange] = useState<[number, number]>(() => normalisePriceRange(value ?? [PRICE_MIN, PRICE_MAX]));
  const [texts, setTexts] = useState<[string, string]>(() => [fieldText(range[0]), fieldText(range[1])]);
  // A new applied range (Back, a chip, reset) moves the handles and fields, without a remount that
  // would take the keyboard focus from a field.
  const [applied, setApplied] = useState(value?.join() ?? '');
  if (applied !== (value?.join() ?? '')) {
    const next = normalisePriceRange(value ?? [PRICE_MIN, PRICE_MAX]);
    setApplied(value?.join() ?? '');
    setRange(next);
    setTexts([fieldText(next[0]), fieldText(next[1])]);
  }

  // A handle's range moved with the keys and not yet applied, and its timer.
  const keyed = useRef<{ range: [number, number]; timer: ReturnType<typeof setTimeout> } | null>(null);
  const byKey = useRef(false);
  useEffect(() => () => clearTimeout(keyed.current?.timer), []);
  function keyLater(next: [number, number]) {
    clearTimeout(keyed.current?.timer);
    keyed.current = { range: next, timer: setTimeout(commitKeyed, KEY_COMMIT_DELAY_MS) };
  }

  /** PageUp/PageDown on a handle: SLIDER_PAGE_STEP, within the slider and not past the other handle. */
  function onSliderKey(event: KeyboardEvent<HTMLDivElement>) {
    byKey.current = true;
    const direction = event.key === 'PageUp' ? 1 : event.key === 'PageDown' ? -1 : 0;
    const handles = Array.from(event.currentTarget.querySelectorAll('[role="slider"]'));
    const index = handles.indexOf(event.target as Element);
    if (direction === 0 || (index !== 0 && index !== 1)) return;
    event.preventDefault();
    event.stopPropagation();
    const next = withHandleAt(range, index, range[index] + direction * SLIDER_PAGE_STEP);
    setRange(next);
    setTexts([fieldText(next[0]), fieldText(next[1])]);
    keyLater(next);
  }

  function commitKeyed() {
    const pending = keyed.current;
    if (!pending) return;
    clearTimeout(pending.timer);
    keyed.current = null;
    commit(pending.range);
  }

  function commit(next: [number, number]) {
    const clean = normalisePriceRange(next);
    setRange(clean);
    setTexts([fieldText(clean[0]), fieldText(clean[1])]);
    const full = clean[0] <= PRICE_MIN && clean[1] >= PRICE_MAX;
    const previous = normalisePriceRange(value ?? [PRICE_MIN, PRICE_MAX]);
    if (clean[0] === previous[0] && clean[1] === previous[1]) return;
    onCommit(full ? undefined : clean);
  }

  function confirmField(index: 0 | 1) {
    const typed = parsePriceInput(texts[index]);
    if (typed === null) {
      setTexts([fieldText(range[0]), fieldText(range[1])]);
      return;
    }
    commit(withHandleAt(range, index, typed));
  }

  function onFieldKey(index: 0 | 1, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirmField(index);
    }
  }

  const valueText = (price: number) => (price >= PRICE_MAX ? t('priceNoLimit') : formatEuro(price, locale));

  return (
    <div className={styles.price}>
      <div
        className={styles.slider}
        onKeyDownCapture={onSliderKey}
        onPointerDownCapture={() => (byKey.current = false)}
        onBlur={commitKeyed}
      >
        <Slider
          range
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={SLIDER_STEP}
          value={range}
          allowCross={false}
          onChange={(next) => {
            if (!Array.isArray(next)) return;
            const [low = PRICE_MIN, high = PRICE_MAX] = next;
            setRange([low, high]);
            setTexts([fieldText(low), fieldText(high)]);
          }}
          onChangeComplete={(next) => {
            if (!Array.isArray(next)) return;
            const [low = PRICE_MIN, high = PRICE_MAX] = next;
            if (byKey.current) keyLater([low, high]);
            else commit([low, high]);
          }}
          ariaLabelForHandle={[t('priceMin'), t('priceMax')]}
          ariaValueTextFormatterForHandle={valueText}
        />
      </div>
      <div className={styles.priceFields}>
        <label className={styles.priceField} htmlFor={`${id}-min`}>
          <span className={styles.priceFieldLabel}>
            {t('priceFieldMin')}{' '}
            <span className="visually-hidden">{t('priceCurrency')}</span>
          </span>
          <span className={styles.priceInputWrap}>
            <span aria-hidden="true">€</span>
            <input
              id={`${id}-min`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={styles.priceInput}
              value={texts[0]}
              onChange={(event) => setTexts([event.target.value, texts[1]])}
              onBlur={() => confirmField(0)}
              onKeyDown={(event) => onFieldKey(0, event)}
            />
          </span>
        </label>
        <span aria-hidden="true" className={styles.priceDash}>
          –
        </span>
        <label className={styles.priceField} htmlFor={`${id}-max`}>
          <span className={styles.priceFieldLabel}>
            {t('priceFieldMax')}{' '}
            <span className="visually-hidden">{t('priceCurrency')}</span>
          </span>
          <span className={styles.priceInputWrap}>
            <span aria-hidden="true">€</span>
            <input
              id={`${id}-max`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={styles.priceInput}
              value={texts[1]}
              onChange={(event) => setTexts([texts[0], event.target.value])}
              onBlur={() => confirmField(1)}
              onKeyDown={(event) => onFieldKey(1, event)}
            />
          </span>
        </label>
      </div>
      {available && (
        <p className={filterStyles.hint}>{t('priceHint', { min: formatEuro(available.min, locale), max: formatEuro(available.max, locale) })}</p>
      )}
    </div>
  );
}
