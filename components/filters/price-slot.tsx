import { PRICE_MAX, PRICE_MIN } from '@/lib/schemas/feed-filter-values';

export type PriceSlotProps = {
  /** The applied range (`price[]` of the URL); absent = the whole slider. */
  value?: readonly [number, number];
};

/**
 * The price group's content in the server-rendered filter form: the applied range as the form's two
 * `price[]` fields (disabled, so not sent, when no range applies), and the place of the slider. The
 * slider (rc-slider with its number fields, price-slider.tsx) is no part of the page's first load:
 * the filter controls render it into this place once it is on screen, and it writes a committed
 * range into the fields and submits the form.
 */
export default function PriceSlot({ value }: PriceSlotProps) {
  const [low, high] = value ?? [PRICE_MIN, PRICE_MAX];
  return (
    <>
      <input type="hidden" name="price[]" value={low} disabled={!value} data-price-input="" />
      <input type="hidden" name="price[]" value={high} disabled={!value} data-price-input="" />
      {/* Its height is the slider's, so nothing moves when the slider arrives. */}
      <div style={{ minHeight: 110 }} data-price-slider="" />
    </>
  );
}
