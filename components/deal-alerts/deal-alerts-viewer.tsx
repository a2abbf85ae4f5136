'use client';

import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/stores/session';
import type { GuestAlertTarget } from './guest-alert-form';

// Each visitor loads only their half: guests the e-mail form, members the management.
const GuestAlertForm = lazy(() => import('./guest-alert-form'));
const MemberAlerts = lazy(() => import('./member-alerts'));

/**
 * The interactive part of /deal-alerts (docs/deal-alerts.md, "Subscribing in the site"): a guest's
 * e-mail form, or a member's alerts, suggestions and matching promos once the session is known.
 */
export default function DealAlertsViewer({ targets }: { targets: readonly GuestAlertTarget[] }) {
  const status = useSession((state) => state.status);
  if (status === 'unknown') return null;
  return <Suspense fallback={null}>{status === 'user' ? <MemberAlerts /> : <GuestAlertForm targets={targets} />}</Suspense>;
}
