import { allowsTagManager, type ConsentChoice } from './consent';
import { hasSecrets } from '@/lib/http/secret-params';

/**
 * Google Tag Manager with consent mode v2 (docs/app-shell.md, Consent). Nothing here runs before
 * the visitor (or the app) consented to analytics or marketing: the script is only added then.
 */

type ConsentState = 'granted' | 'denied';
export type ConsentModeSignals = {
  ad_storage: ConsentState;
  analytics_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
};

/** The defaults sent before GTM loads: everything denied until the update. */
export const CONSENT_DEFAULT = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  wait_for_update: 500,
} as const;

/** The update for a choice: analytics → analytics_storage; marketing → the three ad signals. */
export function consentModeUpdate(choice: ConsentChoice): ConsentModeSignals {
  const ads: ConsentState = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

export type GtmWindow = {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  dealwijzerGtmLoaded?: string;
};

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** Defines `gtag` as Google documents it: it pushes its `arguments` object, which GTM reads as a command. */
function ensureGtag(win: GtmWindow): (...args: unknown[]) => void {
  win.dataLayer ??= [];
  const layer = win.dataLayer;
  win.gtag ??= function gtag() {
    // GTM tells a command from an event by the Arguments object itself; a rest array would be an event.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  return win.gtag;
}

/**
 * Applies a choice: when it allows GTM, sends the consent default (first time only), the update,
 * and adds the GTM script once; when GTM is already on the page, sends the update (a withdrawal
 * too). Returns whether GTM is on the page now.
 */
export function applyConsent(host: object, doc: Document, gtmId: string, choice: ConsentChoice): boolean {
  const win = host as GtmWindow;
  const loaded = win.dealwijzerGtmLoaded === gtmId;
  if (!loaded && !allowsTagManager(choice)) return false;
  // A mail link's page (its token in the address): its tags would send that address to Google.
  if (!loaded && hasSecrets(doc.location.href)) return false;
  const gtag = ensureGtag(win);
  if (!loaded) gtag('consent', 'default', { ...CONSENT_DEFAULT });
  gtag('consent', 'update', consentModeUpdate(choice));
  if (loaded) return true;
  win.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
  doc.head.appendChild(script);
  win.dealwijzerGtmLoaded = gtmId;
  return true;
}
