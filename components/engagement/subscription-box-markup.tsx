import { useTranslations } from '#i18n';
import { BellIcon } from '@/components/icons/bell';
import type { SubscriptionBoxProps } from './subscription-box';
import { EarlyClicksScript } from './early-clicks-script';
import SubscriptionBoxLoader from './subscription-box-loader';
import { SUBSCRIPTION_BOX_ATTRIBUTE, SUBSCRIPTION_KINDS, subscriptionBoxKey } from './subscription-box-shared';
import styles from './subscription-box.module.css';

/**
 * "Deal alerts for {name}" as every guest first gets it: server markup, the same heading, text and
 * Follow button as subscription-box.tsx renders for a guest who follows nothing. The interactive box
 * takes its place on the first use (a click on Follow opens its form; pointer or focus preloads it),
 * or when the session check finds a member (subscription-box-loader.tsx; docs/performance.md, Session 14).
 */
export default function SubscriptionBoxMarkup(props: SubscriptionBoxProps) {
  const { entity, id, name, variant = 'expanded' } = props;
  const t = useTranslations('SubscriptionBox');
  const headingId = `subscription-${entity}-${id}-${variant}`;
  return (
    <SubscriptionBoxLoader {...props} variant={variant}>
      <EarlyClicksScript />
      <section aria-labelledby={headingId} className={`${styles.box} ${variant === 'compact' ? styles.compact : ''}`} {...{ [SUBSCRIPTION_BOX_ATTRIBUTE]: subscriptionBoxKey(entity, id, variant) }}>
        <div className={styles.inner}>
          <div className={styles.text}>
            <h2 id={headingId} className={styles.title}>
              <BellIcon size={20} className={styles.icon} />
              {t('title', { name })}
            </h2>
            {variant === 'expanded' && <p className={styles.lead}>{t('text', { kind: SUBSCRIPTION_KINDS[entity], name })}</p>}
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.follow}>
              {t('follow')}
            </button>
          </div>
        </div>
      </section>
    </SubscriptionBoxLoader>
  );
}
