'use client';

import { openConsent } from './open-consent';

/** "Cookie settings" in the footer: reopens the consent banner (components/consent/consent-manager.tsx). */
export default function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsent}>
      {label}
    </button>
  );
}
