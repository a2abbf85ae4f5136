'use client';

import LazyClientMessages from '@/components/providers/lazy-client-messages';
import { PRICE_MAX, PRICE_MIN } from '@/lib/schemas/feed-filter-values';
import PriceFilter, { type PriceFilterProps } from './price-filter';

export type PriceSliderProps = Pick<PriceFilterProps, 'value' | 'available'> & {
  /** Its place in the filter form (price-slot.tsx), beside the form's `price[]` fields. */
  slot: HTMLElement;
};

/** Writes a committed range into the form's `price[]` fields (none: no price filter) and submits the form. */
function commit(slot: HTMLElement, range: [number, number] | undefined): void {
  const form = slot.closest('form');
  if (!form) return;
  const [low, high] = range ?? [PRICE_MIN, PRICE_MAX];
  form.querySelectorAll<HTMLInputElement>('input[data-price-input]').forEach((input, index) => {
    input.value = String(index === 0 ? low : high);
    input.disabled = !range;
  });
  form.requestSubmit();
}

/**
 * The price slider in its place of the server-rendered filter form, rendered there by the filter
 * controls (a portal) once the place is on screen; loaded only then, with the Filters texts it needs
 * (the rest of the panel is server markup and needs none in the browser). A committed range goes
 * through the form, like every other filter change.
 */
export default function PriceSlider({ value, available, slot }: PriceSliderProps) {
  return (
    <LazyClientMessages namespaces={['Filters']}>
      <PriceFilter value={value} available={available} onCommit={(range) => commit(slot, range)} />
    </LazyClientMessages>
  );
}
