import { formatEuro } from '@/lib/format/price';
import type { Locale } from '@/lib/i18n/routing';

/** The words a screen reader hears before each price (a strikethrough is not read out), and a price of 0. */
export type PriceLabels = { newPrice: string; oldPrice: string; free: string };

/**
 * A promo's new price (0 reads "free") and, when higher, its old price struck through: the feed card,
 * the promo page and a held post's preview show the same markup, each with its own classes.
 */
export default function PromoPrices({
  newPrice,
  oldPrice,
  locale,
  labels,
  classNames,
}: {
  newPrice: number;
  oldPrice: number | null;
  locale: Locale;
  labels: PriceLabels;
  classNames: { prices?: string; newPrice?: string; oldPrice?: string };
}) {
  return (
    <p className={classNames.prices}>
      <span className="visually-hidden">{labels.newPrice}: </span>
      <strong className={classNames.newPrice}>{newPrice === 0 ? labels.free : formatEuro(newPrice, locale)}</strong>
      {oldPrice !== null && oldPrice > newPrice && (
        <>
          {' '}
          <span className="visually-hidden">{labels.oldPrice}: </span>
          <s className={classNames.oldPrice}>{formatEuro(oldPrice, locale)}</s>
        </>
      )}
    </p>
  );
}
