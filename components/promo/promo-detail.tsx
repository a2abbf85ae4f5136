/* eslint-disable @next/next/no-img-element -- the API's images are SVGs it serves itself; next/image adds nothing for them. */
import NextLink from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import Prose from '@/components/content/prose';
import PromoControls from '@/components/engagement/promo-controls';
import FeedGrid from '@/components/feed/feed-grid';
import PromoPrices from '@/components/feed/promo-prices';
import { ClockIcon } from '@/components/icons/clock';
import { TagIcon } from '@/components/icons/tag';
import { dealOf, KIND_KEYS, shopOf, shortName } from '@/components/feed/promo-deal';
import type { PromoDetail as PromoDetailData } from '@/lib/api/feed';
import { brusselsDate } from '@/lib/dates/belgian-day';
import { expiryOf, formatDayMonthYear } from '@/lib/format/date';
import { localizedImage, postImages } from '@/lib/i18n/localized-image';
import { formatDiscountPercent, formatEuro } from '@/lib/format/price';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { safeExternalUrl } from '@/lib/navigation/safe-url';
import CopyCode from './copy-code';
import ShareButtons from './share-buttons';
import { ShareIcon } from './share-icons';
import styles from './promo-detail.module.css';

export type PromoDetailProps = {
  promo: PromoDetailData;
  /** The page's absolute address, for the share buttons. */
  url: string;
  /** The page title (promo, shop, deal), shared with the link. */
  shareTitle: string;
  /** "Now" for the validity and expiry (tests). */
  now?: Date;
};

/** The images of the promo: a post's uploaded images in order, else the promo's own image. */
function imagesOf(promo: PromoDetailData, locale: Locale): string[] {
  return postImages(promo.morphable_type === 'Post' ? promo.images : [], promo.image_url, locale);
}

/** The last valid day of an end instant (an end at midnight belongs to the day before), as "21 november 2026". */
function lastValidDay(expiredAt: string): string {
  return formatDayMonthYear(brusselsDate(new Date(new Date(expiredAt).getTime() - 1)));
}

/**
 * The promo detail page's body for a post, online promo or folder promo:
 * images, shop, title, prices or discount code (with a copy button) or text, the deal link,
 * validity and expired state, the community's temperature with the vote and favourite buttons, the
 * author, the content, the facts, share buttons and related promos. Server-rendered; only the copy and
 * share buttons hydrate at once (the votes and member controls are server markup for guests).
 */
export default async function PromoDetail({ promo, url, shareTitle, now = new Date() }: PromoDetailProps) {
  const t = await getTranslations('PromoDetail');
  const tCard = await getTranslations('FeedCard');
  const locale = await getLocale();
  const kind = promo.morphable_type;
  const images = imagesOf(promo, locale);
  const deal = dealOf(kind, promo);
  const shop = shopOf(promo);
  const expiry = expiryOf(promo.expired_at, now, promo.is_expired);
  const expired = expiry?.state === 'expired';
  const discount = promo.discount !== null && promo.discount > 0 && promo.discount <= 100 ? formatDiscountPercent(promo.discount, locale) : null;
  const dealUrl = safeExternalUrl(promo.deal_url);
  const folder = kind === 'FolderItem' ? promo.folder : null;
  const folderHref = folder ? (folder.page_number > 1 ? `${folder.route}?page=${folder.page_number}` : folder.route) : null;
  const product = kind === 'FolderItem' ? promo.product : null;
  const post = kind === 'Post' ? promo : null;
  // A member's post written in the other language than the page's: its own words carry their language,
  // so screen readers pronounce them right (the page's labels around them stay in the page's language).
  const postLang = promo.language !== null && promo.language !== locale ? promo.language : undefined;
  const notStarted = post?.not_started === true || (promo.started_at !== null && new Date(promo.started_at).getTime() > now.getTime());

  return (
    <>
      <article className={`${styles.promo} ${expired ? styles.isExpired : ''}`} aria-labelledby="promo-title">
        <div className={styles.gallery}>
          {images.length > 0 ? (
            <ul className={styles.images} aria-label={images.length > 1 ? t('images', { count: images.length }) : undefined}>
              {images.map((src, index) => (
                <li key={src} className={styles.imageItem}>
                  <img
                    src={src}
                    alt={index === 0 ? promo.title : t('imageOf', { index: index + 1, count: images.length })}
                    lang={index === 0 ? postLang : undefined}
                    width={640}
                    height={480}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    className={styles.image}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <span className={styles.placeholder}>
              {shop?.image_url ? <img src={localizedImage(shop.image_url, locale) ?? shop.image_url} alt="" width={120} height={120} /> : <TagIcon size={56} />}
            </span>
          )}
          {discount && !expired && (
            <span className={styles.discountBadge}>
              <span aria-hidden="true">{discount}</span>
              <span className="visually-hidden">{tCard('discount', { percent: discount })}</span>
            </span>
          )}
        </div>

        <div className={styles.summary}>
          <p className={styles.kicker}>
            <span className={`${styles.kind} ${styles[`kind${kind}`]}`}>{tCard(KIND_KEYS[kind])}</span>
            {shop && (
              <NextLink href={shop.translation.route} className={styles.shop} prefetch={false}>
                {shop.image_url && <img src={localizedImage(shop.image_url, locale) ?? shop.image_url} alt="" width={28} height={28} className={styles.shopLogo} />}
                {shop.translation.title}
              </NextLink>
            )}
          </p>

          <h1 id="promo-title" className={styles.title} lang={postLang}>
            {promo.title}
          </h1>

          {expired && (
            <p className={styles.expiredNotice} role="status">
              <ClockIcon size={18} />
              {t('expiredNotice')}
            </p>
          )}

          {deal?.type === 'price' && (
            <PromoPrices
              newPrice={deal.newPrice}
              oldPrice={deal.oldPrice}
              locale={locale}
              labels={{ newPrice: tCard('newPrice'), oldPrice: tCard('oldPrice'), free: tCard('free') }}
              classNames={styles}
            />
          )}
          {promo.discount_code?.trim() && !expired && (
            <div className={styles.codeBox}>
              <span className={styles.codeLabel}>{t('discountCode')}</span>
              <div className={styles.codeRow}>
                <code className={styles.code}>{promo.discount_code.trim()}</code>
                <CopyCode code={promo.discount_code.trim()} className={styles.copyButton}>
                  <ShareIcon name="copy" size={18} />
                </CopyCode>
              </div>
            </div>
          )}
          {promo.discount_code?.trim() && expired && (
            <p className={styles.discountText}>
              {t('discountCode')}: <code className={styles.code}>{promo.discount_code.trim()}</code>
            </p>
          )}
          {promo.discount_text?.trim() && (
            <p className={styles.discountText} lang={postLang}>
              {promo.discount_text.trim()}
            </p>
          )}

          <div className={styles.actions}>
            {dealUrl && (
              <a href={dealUrl} className={styles.dealButton} target="_blank" rel="nofollow sponsored noopener">
                {shop ? t('toDealAt', { shop: shop.translation.title }) : t('toDeal')}
                <ShareIcon name="external" size={18} />
                <span className="visually-hidden"> {t('newWindow')}</span>
              </a>
            )}
            {folderHref && (
              <NextLink href={folderHref} className={dealUrl ? styles.secondaryButton : styles.dealButton} prefetch={false}>
                {t('viewInFolder', { page: folder?.page_number ?? 1 })}
              </NextLink>
            )}
          </div>

          <PromoControls
            kind={kind}
            id={promo.id}
            title={promo.title}
            expired={expired}
            rating={promo.rating_calculated}
            hits={promo.hits_count}
            dislikes={promo.dislikes_count}
            authorId={post?.user?.id ?? null}
          />

          <ul className={styles.facts}>
            {notStarted && promo.started_at && <li>{t('startsOn', { date: formatDayMonthYear(promo.started_at) })}</li>}
            {folder && !notStarted && (
              <li suppressHydrationWarning>{t('validFromTo', { from: formatDayMonthYear(folder.valid_from), to: formatDayMonthYear(folder.valid_to) })}</li>
            )}
            {!folder && expiry && (
              <li suppressHydrationWarning className={expiry.state === 'countdown' && expiry.days <= 1 ? styles.soon : undefined}>
                <ClockIcon size={18} />
                {expiry.state === 'expired' && promo.expired_at && t('expiredOn', { date: lastValidDay(promo.expired_at) })}
                {expiry.state === 'expired' && !promo.expired_at && tCard('expired')}
                {expiry.state === 'countdown' && tCard('expiresIn', { days: expiry.days })}
                {expiry.state === 'until' && tCard('validUntil', { date: expiry.date })}
              </li>
            )}
            {post?.free_shipping && <li>{t('freeShipping')}</li>}
            {post && !post.free_shipping && post.shipping_number !== null && post.shipping_number > 0 && (
              <li>{t('shippingCost', { price: formatEuro(post.shipping_number, locale) })}</li>
            )}
          </ul>

          {post?.user && (
            <p className={styles.author}>
              {post.user.avatar_url ? (
                <img src={post.user.avatar_url} alt="" width={36} height={36} className={styles.avatar} />
              ) : (
                <span aria-hidden="true" className={styles.avatar}>
                  {post.user.fname.slice(0, 1)}
                </span>
              )}
              <span>
                {t.rich('sharedBy', {
                  name: shortName(post.user),
                  link: (chunks) => (
                    <Link href={{ pathname: '/profiel/[userId]', params: { userId: post.user?.id ?? 0 } }} prefetch={false}>
                      {chunks}
                    </Link>
                  ),
                })}{' '}
                <time dateTime={promo.published_at}>{formatDayMonthYear(promo.published_at)}</time>
              </span>
            </p>
          )}

          <section className={styles.share} aria-labelledby="share-heading">
            <h2 id="share-heading" className={styles.shareHeading}>
              {t('share')}
            </h2>
            <ShareButtons url={url} title={shareTitle} />
          </section>
        </div>
      </article>

      <div className={styles.details}>
        {(promo.content || post?.quote) && (
          <section aria-labelledby="promo-about" className={styles.about}>
            <h2 id="promo-about" className={styles.sectionHeading}>
              {t('about')}
            </h2>
            {post?.quote && (
              <blockquote className={styles.quote} lang={postLang}>
                {post.quote}
              </blockquote>
            )}
            {promo.content && (
              <div lang={postLang}>
                <Prose html={promo.content} />
              </div>
            )}
          </section>
        )}

        <section aria-labelledby="promo-facts" className={styles.factsBox}>
          <h2 id="promo-facts" className={styles.sectionHeading}>
            {t('details')}
          </h2>
          <dl className={styles.factList}>
            {promo.webshop && (
              <div>
                <dt>{t('webshop')}</dt>
                <dd>
                  <NextLink href={promo.webshop.translation.route} prefetch={false}>
                    {promo.webshop.translation.title}
                  </NextLink>
                </dd>
              </div>
            )}
            {promo.store && (
              <div>
                <dt>{t('store')}</dt>
                <dd>
                  <NextLink href={promo.store.translation.route} prefetch={false}>
                    {promo.store.translation.title}
                  </NextLink>
                </dd>
              </div>
            )}
            {promo.brand && (
              <div>
                <dt>{t('brand')}</dt>
                <dd>
                  <NextLink href={promo.brand.translation.route} prefetch={false}>
                    {promo.brand.translation.title}
                  </NextLink>
                </dd>
              </div>
            )}
            {product && (
              <div>
                <dt>{t('product')}</dt>
                <dd>
                  <NextLink href={product.translation.route} prefetch={false}>
                    {product.translation.title}
                  </NextLink>
                </dd>
              </div>
            )}
            {promo.categories.length > 0 && (
              <div>
                <dt>{t('categories', { count: promo.categories.length })}</dt>
                <dd>
                  {promo.categories.map((category, index) => (
                    <span key={category.id}>
                      {index > 0 && ', '}
                      <NextLink href={category.translation.route} prefetch={false}>
                        {category.translation.title}
                      </NextLink>
                    </span>
                  ))}
                </dd>
              </div>
            )}
            {promo.type && (
              <div>
                <dt>{t('type')}</dt>
                <dd>{promo.type.translation.title}</dd>
              </div>
            )}
            {promo.started_at && (
              <div>
                <dt>{t('validFrom')}</dt>
                <dd>{formatDayMonthYear(promo.started_at)}</dd>
              </div>
            )}
            {promo.expired_at && (
              <div>
                <dt>{t('validTo')}</dt>
                <dd>{lastValidDay(promo.expired_at)}</dd>
              </div>
            )}
            <div>
              <dt>{t('published')}</dt>
              <dd>
                <time dateTime={promo.published_at}>{formatDayMonthYear(promo.published_at)}</time>
              </dd>
            </div>
          </dl>
        </section>
      </div>

      {promo.related.length > 0 && (
        <section aria-labelledby="promo-related" className={styles.related}>
          <h2 id="promo-related" className={styles.sectionHeading}>
            {t('related')}
          </h2>
          <FeedGrid items={promo.related} headingLevel={3} now={now} />
        </section>
      )}
    </>
  );
}
