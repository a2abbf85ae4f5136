import { safeExternalUrl, safeInternalPath } from '@/lib/navigation/safe-url';
import styles from './affiliate-link.module.css';

export type AffiliateLinkProps = {
  /** The webshop's `/goto/{key}` path (`goto_url`): counts the click and sends the visitor on. */
  gotoUrl: string | null;
  /** Used only when there is no goto link: the webshop's own affiliate URL. */
  affiliateUrl: string | null;
  label: string;
  /** Read after the label by screen readers: the link opens a new tab. */
  newTabText: string;
  note?: string;
};

/** Where the button leads: the goto link when there is one, else the affiliate URL itself; null when neither is safe. */
export function affiliateHref(gotoUrl: string | null, affiliateUrl: string | null): string | null {
  return safeInternalPath(gotoUrl) ?? safeExternalUrl(affiliateUrl);
}

/**
 * The webshop's call to action (docs/product.md, Routes: external navigation only through explicit links).
 * A paid link: `nofollow sponsored`, in a new tab without access to this page (`noopener`).
 */
export default function AffiliateLink({ gotoUrl, affiliateUrl, label, newTabText, note }: AffiliateLinkProps) {
  const href = affiliateHref(gotoUrl, affiliateUrl);
  if (href === null) return null;
  return (
    <div className={styles.wrap}>
      <a href={href} target="_blank" rel="nofollow sponsored noopener" className={`button ${styles.button}`}>
        {label}
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14 4h6v6" />
          <path d="M20 4 10 14" />
          <path d="M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />
        </svg>
        <span className="visually-hidden">{` ${newTabText}`}</span>
      </a>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
