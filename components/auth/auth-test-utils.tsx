import { render, type RenderResult } from '@testing-library/react';
import { TestText } from '@/lib/i18n/client/test-text';
import type { ReactElement, ReactNode } from 'react';
import AppProviders from '@/components/providers/app-providers';
import type { AccountUser } from '@/lib/api/account';
import type { PublicConfig } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';

export const TEST_PUBLIC_CONFIG: PublicConfig = {
  apiBaseUrl: '/api',
  siteDomain: 'localhost',
  cookieDomain: null,
  siteUrl: 'http://localhost:3000',
  recaptchaSiteKey: null,
  googleClientId: null,
  facebookAppId: null,
  appleClientId: null,
  gtmId: null,
  notificationsPollMs: 180_000,
  appMinVersion: { ios: null, android: null },
  appStoreUrl: { ios: 'https://apps.apple.com/be/app/dealwijzer/id1234567890', android: 'https://play.google.com/store/apps/details?id=be.dealwijzer.app' },
};

/** jsdom's page is http://localhost:3000/, so the browser client's `/api` lands here. */
export const API = `${location.origin}/api`;

/** Renders with the real messages and the app providers (public config, react-query), as the locale layout does. */
export function renderWithApp(ui: ReactElement, locale: Locale = 'nl', config: PublicConfig = TEST_PUBLIC_CONFIG): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TestText locale={locale}>
        <AppProviders config={config}>{children}</AppProviders>
      </TestText>
    );
  }
  return render(ui, { wrapper: Wrapper });
}

/** A signed-in user as GET /me returns it. */
export function demoUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 7,
    fname: 'Demo',
    lname: 'Gebruiker',
    email: 'demo@dealwijzer.example',
    avatar: null,
    avatar_url: null,
    locale: 'nl',
    gender: 1,
    birthday: null,
    postal_code: null,
    is_subscribed: false,
    is_verified: true,
    email_verified_at: '2026-01-01T00:00:00Z',
    has_password: true,
    referral_code: 'DEMO',
    skip_image_rotation: false,
    subscriptions_count: 0,
    followers: 0,
    following: 0,
    settings: { email_notifications: true, push_notifications: true },
    created_at: '2026-01-01T00:00:00Z',
    account: { available: 120, total: 300 },
    ...overrides,
  };
}

