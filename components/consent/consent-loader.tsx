'use client';

import { lazy, Suspense } from 'react';

// The manager, the consent cookie's parsing and GTM's loader: fetched only by a site with a GTM id.
const ConsentManager = lazy(() => import('./consent-manager'));

/**
 * The layout's consent slot (docs/app-shell.md, Consent): without GTM_ID the site has nothing to
 * ask consent for, so it renders nothing and loads nothing; with one, it loads ConsentManager
 * (which then decides, after hydration, whether to load GTM and whether to ask).
 */
export default function ConsentLoader({ gtmId }: { gtmId: string | null }) {
  if (!gtmId) return null;
  return (
    <Suspense fallback={null}>
      <ConsentManager gtmId={gtmId} />
    </Suspense>
  );
}
