import { compareVersions, type AppPlatform } from './environment';
import type { NativeApp } from './native-app';

/** The operator's minimum app version per platform (APP_MIN_VERSION_*); null: no minimum. */
export type AppMinVersions = Record<AppPlatform, string | null>;
/** The app's store page per platform (APP_STORE_URL_*). */
export type AppStoreUrls = Record<AppPlatform, string>;

/**
 * Whether the app must be updated before the site is used (docs/app-shell.md, The update dialog):
 * its version is below the platform's minimum. An app whose version is unknown (no token) is let
 * through: it cannot be told apart from a current one.
 */
export function isOutdated(app: NativeApp, minimums: AppMinVersions): boolean {
  const minimum = minimums[app.platform];
  return minimum !== null && app.appVersion !== null && compareVersions(app.appVersion, minimum) < 0;
}

/**
 * The store page in the visitor's language, by each store's own convention: the App Store's `l`
 * (`?l=fr`), Google Play's `hl` (`?hl=fr`). A language already in the configured address is replaced.
 */
export function storeLink(platform: AppPlatform, storeUrls: AppStoreUrls, locale: string): string {
  const url = new URL(storeUrls[platform]);
  url.searchParams.set(platform === 'ios' ? 'l' : 'hl', locale);
  return url.toString();
}
