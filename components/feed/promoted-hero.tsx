import type { FeedItem } from '@/lib/api/feed';
import { CARD_ITEM_ATTRIBUTE } from './card-flag-attributes';
import { CardFlagsLoader } from './card-flags-loader';
import FeedCard from './feed-card';
import { feedItemKey } from './feed-pagination';
import styles from './promoted-hero.module.css';

/** docs/product.md, Entities: the promoted sections show up to three items. */
export const PROMOTED_HERO_MAX = 3;

export type PromotedHeroProps = {
  /** `getPromotedPromos(api, { section: 'hero-section' })` (or the category hero); only the first 3 show. */
  items: readonly FeedItem[];
  /** The section heading (visible). */
  title: string;
  /** Level of the section heading; cards get the next level. Default 2. */
  headingLevel?: 2 | 3;
  now?: Date;
};

/**
 * The promoted hero section: the first item as a large card (the page's LCP image; image beside the
 * text from 640 px of width), the next two as compact cards below it, side by side from 768 px.
 * Renders nothing without items.
 */
export default function PromotedHero({ items, title, headingLevel = 2, now }: PromotedHeroProps) {
  const shown = items.slice(0, PROMOTED_HERO_MAX);
  const [first, ...rest] = shown;
  if (!first) return null;
  const Heading = `h${headingLevel}` as const;
  const cardLevel = (headingLevel + 1) as 3 | 4;
  // A card the member hid leaves the section (member-card-flags.tsx).
  const hideable = { [CARD_ITEM_ATTRIBUTE]: '' };
  return (
    <section className={styles.section} aria-label={title}>
      <Heading className={styles.heading}>{title}</Heading>
      <CardFlagsLoader items={shown.map((item) => ({ type: item.morphable_type, id: item.morphable_id }))} />
      <div className={styles.layout}>
        <div className={styles.main} {...hideable}>
          <FeedCard item={first} variant="hero" priority headingLevel={cardLevel} now={now} />
        </div>
        {rest.length > 0 && (
          <ul className={styles.side}>
            {rest.map((item) => (
              <li key={feedItemKey(item)} {...hideable}>
                <FeedCard item={item} headingLevel={cardLevel} now={now} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
