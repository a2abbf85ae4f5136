/* eslint-disable @next/next/no-img-element -- the API's images are SVGs it serves itself; next/image adds nothing for them. */
import NextLink from 'next/link';
import { useLocale, useTranslations } from '#i18n';
import { useId } from 'react';
import { preload } from 'react-dom';
import type { FeedItem } from '@/lib/api/feed';
import { expiryOf, formatDayMonth, formatDayMonthYear } from '@/lib/format/date';
import { localizedImage } from '@/lib/i18n/localized-image';
import { formatDiscountPercent } from '@/lib/format/price';
import { Link } from '@/lib/i18n/navigation';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { ClockIcon } from '@/components/icons/clock';
import { TagIcon } from '@/components/icons/tag';
import { CardFlags } from './card-flags';
import { dealOf, KIND_KEYS, shopOf, shortName } from './promo-deal';
import PromoPrices from './promo-prices';
import dealStyles from './feed-card-deal.module.css';
import footerStyles from './feed-card-footer.module.css';
import styles from './feed-card.module.css';

export type FeedCardProps = {
  /** One item of `GET /feed-items` (or `related`, `promoted-promo`): any of the four kinds. */
  item: FeedItem;
  /** `grid` (default): the feed's card. `hero`: the large promoted card, with the short content and a call to action. */
  variant?: 'grid' | 'hero';
  /** The LCP card: its image loads eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** Level of the title heading, to fit the page's outline (default 3: page h1 → section h2 → card h3). */
  headingLevel?: 2 | 3 | 4;
  /** "Now" for the expiry countdown (tests; a list renders all its cards with one clock). */
  now?: Date;
  className?: string;
};


/**
 * One card of the promo feed for every kind (Post, OnlinePromo, FolderItem, Folder): image, kind,
 * shop, title linking to the item's `route`, new and old price or the discount code or text (a
 * folder: its validity), the community's temperature, the time left, and the author of a post.
 * Works in server and client components alike: the member's own flags are a client island
 * (card-flags.tsx) that renders the same for every guest.
 *
 *   <FeedCard item={item} />                      // in a grid (see FeedGrid)
 *   <FeedCard item={promoted} variant="hero" priority headingLevel={2} />
 */
export default function FeedCard({ item, variant = 'grid', priority = false, headingLevel = 3, now, className }: FeedCardProps) {
  const t = useTranslations('FeedCard');
  const tLanguage = useTranslations('PostLanguage');
  const locale = useLocale();
  const titleId = useId();
  const { data } = item;
  const kind = item.morphable_type;
  const deal = dealOf(kind, data);
  const shop = shopOf(data);
  const expiry = expiryOf(data.expired_at, now, data.is_expired);
  const expired = expiry?.state === 'expired';
  const discount = data.discount !== null && data.discount > 0 && data.discount <= 100 ? formatDiscountPercent(data.discount, locale) : null;
  const Heading = `h${headingLevel}` as const;
  const user = kind === 'Post' ? data.user : null;
  const hero = variant === 'hero';
  const imageUrl = data.image_url ? (localizedImage(data.image_url, locale) ?? data.image_url) : null;
  // The LCP image: announced in the document's <head>, so it loads before the parser reaches the card.
  if (priority && imageUrl) preload(imageUrl, { as: 'image', fetchPriority: 'high' });
  // A member's post written in the other language than the page's carries its language: the badge
  // says so, and `lang` on the post's own words (not on the page's) lets screen readers pronounce them.
  const otherLanguage = data.language !== null && data.language !== undefined && data.language !== locale ? data.language : undefined;

  return (
    <article
      className={`${styles.card} ${hero ? styles.hero : ''} ${expired ? styles.expired : ''} ${className ?? ''}`}
      aria-labelledby={titleId}
      data-kind={kind}
      data-testid="feed-card"
    >
      <div className={styles.media}>
        {imageUrl ? (
          <img
            src={imageUrl}
            alt=""
            width={hero ? 640 : 400}
            height={hero ? 480 : 300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder} data-testid="feed-card-placeholder">
            {shop?.image_url ? (
              <img src={localizedImage(shop.image_url, locale) ?? shop.image_url} alt="" width={96} height={96} loading="lazy" className={styles.placeholderLogo} />
            ) : (
              <TagIcon size={40} />
            )}
          </span>
        )}
        <span className={`${styles.kind} ${styles[`kind${kind}`]}`}>
          <span className={styles.kindText}>{t(KIND_KEYS[kind])}</span>
        </span>
        {discount && !expired && (
          <span className={styles.discountBadge}>
            <span aria-hidden="true">{discount}</span>
            <span className="visually-hidden">{t('discount', { percent: discount })}</span>
          </span>
        )}
        {expired && <span className={styles.expiredBadge}>{t('expired')}</span>}
        {otherLanguage && (
          <span className={styles.languageBadge} data-testid="post-language">
            <span aria-hidden="true">{otherLanguage.toUpperCase()}</span>
            <span className="visually-hidden">{tLanguage('writtenIn', { language: otherLanguage })}</span>
          </span>
        )}
      </div>

      <div className={styles.body}>
        {shop && (
          <p className={styles.shop}>
            {shop.image_url && <img src={localizedImage(shop.image_url, locale) ?? shop.image_url} alt="" width={24} height={24} loading="lazy" className={styles.shopLogo} />}
            <NextLink href={shop.translation.route} className={styles.shopLink} prefetch={false}>
              {shop.translation.title}
            </NextLink>
          </p>
        )}

        <Heading className={styles.title} lang={otherLanguage}>
          <NextLink href={data.route} className={styles.link} id={titleId} prefetch={false}>
            {data.title}
          </NextLink>
        </Heading>

        {hero && data.short_content && <p className={styles.summary} lang={otherLanguage}>{data.short_content}</p>}

        {deal && (
          <div className={dealStyles.deal}>
            {deal.type === 'price' && (
              <PromoPrices
                newPrice={deal.newPrice}
                oldPrice={deal.oldPrice}
                locale={locale}
                labels={{ newPrice: t('newPrice'), oldPrice: t('oldPrice'), free: t('free') }}
                classNames={{ prices: dealStyles.prices, newPrice: styles.newPrice, oldPrice: dealStyles.oldPrice }}
              />
            )}
            {deal.type === 'code' && (
              <p className={dealStyles.codeRow}>
                <span className={dealStyles.code}>
                  <span className={dealStyles.codeLabel}>
                    <span aria-hidden="true">{t('code')}</span>
                    <span className="visually-hidden">{t('codeLabel')}:</span>
                  </span>{' '}
                  <span className={dealStyles.codeValue}>{deal.code}</span>
                </span>
                {deal.text && <strong className={styles.discountText} lang={otherLanguage}>{deal.text}</strong>}
              </p>
            )}
            {deal.type === 'text' && <p className={styles.discountText} lang={otherLanguage}>{deal.text}</p>}
            {deal.type === 'folder' && (
              <p className={dealStyles.validity}>
                {t('folderValidity', { from: formatDayMonth(deal.from), to: formatDayMonthYear(deal.to) })}
                {deal.page !== null && deal.page > 1 && <span className={dealStyles.folderPage}> · {t('folderPage', { page: deal.page })}</span>}
              </p>
            )}
          </div>
        )}

        <div className={styles.footer}>
          <CardFlags
            kind={kind}
            id={item.morphable_id}
            title={data.title}
            rating={data.rating_calculated}
            hits={data.hits_count}
            dislikes={data.dislikes_count}
            authorId={user?.id ?? null}
          />
          {expiry && (
            <span className={`${footerStyles.expiry} ${expiry.state === 'countdown' && expiry.days <= 1 ? footerStyles.soon : ''}`} suppressHydrationWarning>
              <ClockIcon size={15} />
              {expiry.state === 'expired' && t('expired')}
              {expiry.state === 'countdown' && t('expiresIn', { days: expiry.days })}
              {expiry.state === 'until' && t('validUntil', { date: expiry.date })}
            </span>
          )}
        </div>

        {user && (
          <p className={footerStyles.user}>
            {user.avatar_url ? (
              <img src={user.avatar_url} alt="" width={24} height={24} loading="lazy" className={footerStyles.avatar} />
            ) : (
              <span aria-hidden="true" className={footerStyles.avatar}>
                {user.fname.slice(0, 1)}
              </span>
            )}
            <Link
              href={{ pathname: '/profiel/[userId]', params: { userId: user.id } }}
              className={styles.userLink}
              prefetch={false}
              aria-label={t('postedBy', { name: shortName(user) })}
            >
              {shortName(user)}
            </Link>
          </p>
        )}

        {hero && (
          <span className={styles.cta} aria-hidden="true">
            {t('viewDeal')}
            <ArrowRightIcon size={18} />
          </span>
        )}
      </div>
    </article>
  );
}
