'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setCookie } from '@/lib/cookies/site-cookies';
import {
  appConsent,
  CONSENT_COOKIE,
  CONSENT_DAYS,
  consentFromCookies,
  consentFromMessage,
  serializeConsent,
  type ConsentChoice,
} from '@/lib/consent/consent';
import { applyConsent } from '@/lib/consent/gtm';
import { APP_CONSENT_ATTRIBUTE, listenForConsentOpen } from './open-consent';

// The banner's code is fetched only when it is shown: a visitor who already chose loads none of it.
const ConsentBanner = lazy(() => import('./consent-banner'));

/** The choice kept for a year on the whole site (through the site's cookie helper: the app hears of it). */
function storeConsent(choice: ConsentChoice): void {
  setCookie(CONSENT_COOKIE, serializeConsent(choice), { days: CONSENT_DAYS, encoded: true });
}

type Open = { initial: ConsentChoice | null; fromSettings: boolean; opener: Element | null };

/**
 * Decides, after the page loaded, whether to load Google Tag Manager and whether to ask
 * (docs/app-shell.md, Consent). The page HTML is the same for every visitor (it is cached), so
 * the choice is read here, in the browser: the app's (`window.dealwijzerConsent` or a `consent`
 * message), else the `consent` cookie; without either the banner opens. Renders nothing when the
 * site has nothing that needs consent (no GTM_ID).
 */
export default function ConsentManager({ gtmId }: { gtmId: string | null }) {
  const [open, setOpen] = useState<Open | null>(null);
  const fromApp = useRef(false);

  useEffect(() => {
    if (!gtmId) return;
    const app = appConsent(window);
    const appDecides = () => {
      fromApp.current = true;
      document.documentElement.setAttribute(APP_CONSENT_ATTRIBUTE, '');
    };
    if (app) appDecides();
    const choice = app ?? consentFromCookies(document.cookie);
    if (choice) applyConsent(window, document, gtmId, choice);
    // After the page's first paint: the banner's chunk is not among the page's own loads.
    const asking = choice ? undefined : window.setTimeout(() => setOpen({ initial: null, fromSettings: false, opener: null }), 0);

    const onMessage = (event: Event) => {
      // Only the app speaks here: its messages have no source frame or this window as source;
      // a frame of another site (an embed) is not asked about the visitor's consent.
      const message = event as MessageEvent;
      if (message.source !== null && message.source !== window) return;
      const fromBridge = consentFromMessage(message.data);
      if (!fromBridge) return;
      appDecides();
      // Kept as the visitor's choice too, so the next page in the webview does not flash the banner.
      storeConsent(fromBridge);
      applyConsent(window, document, gtmId, fromBridge);
      window.clearTimeout(asking);
      setOpen(null);
    };
    const onOpen = () => {
      if (fromApp.current) return; // the app's own settings decide inside the app
      setOpen({ initial: consentFromCookies(document.cookie), fromSettings: true, opener: document.activeElement });
    };
    window.addEventListener('message', onMessage);
    // React Native's Android webview dispatches the app's messages on document.
    document.addEventListener('message', onMessage);
    const stopListening = listenForConsentOpen(onOpen);
    return () => {
      window.clearTimeout(asking);
      window.removeEventListener('message', onMessage);
      document.removeEventListener('message', onMessage);
      stopListening();
    };
  }, [gtmId]);

  if (!gtmId || !open) return null;

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    applyConsent(window, document, gtmId, choice);
    const hadFocus = document.activeElement?.closest('[data-testid="consent-banner"]') != null;
    setOpen(null);
    if (!hadFocus) return;
    // The banner goes away under the focus: back to the link that opened it, else to the content.
    const target = open.opener instanceof HTMLElement && open.opener.isConnected ? open.opener : document.getElementById('main');
    requestAnimationFrame(() => target?.focus());
  };

  return (
    <Suspense fallback={null}>
      <ConsentBanner initial={open.initial} fromSettings={open.fromSettings} onChoose={choose} />
    </Suspense>
  );
}
