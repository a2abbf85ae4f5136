'use client';

import { OPEN_CONSENT_EVENT } from './open-consent';

/** "Cookie settings" in the footer: reopens the consent banner (components/consent/consent-manager.tsx). */
export default function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      {label}
    </button>
  );
}
