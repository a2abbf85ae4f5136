/**
 * Where the site is running, read from the user agent (docs/app-shell.md, "Environments").
 *
 * - The Dealwijzer apps add a token to their webview's user agent:
 *   `DealwijzerApp/<version> (<platform>)`, e.g. `DealwijzerApp/3.4.1 (iOS)` or
 *   `DealwijzerApp/3.4.1 (Android)`. Version: dot-separated numbers.
 * - The in-app browsers of Facebook, Messenger and Instagram mark themselves with their own tokens
 *   (`FBAN/…` or `FBAV/…`, `FB_IAB`, `FBAN/Messenger…` / `Orca-Android`, `Instagram …`).
 * - Anything else is an ordinary browser.
 *
 * Pure: the same answer on the server and in the browser, so callers decide where they read the
 * user agent (guest pages are cached for everyone, so the decision is made in the browser).
 */
export type AppPlatform = 'ios' | 'android';
export type InAppNetwork = 'facebook' | 'messenger' | 'instagram';
export type DeviceOs = 'ios' | 'android' | 'other';

export type ShellEnvironment =
  | { kind: 'app'; platform: AppPlatform; appVersion: string | null }
  | { kind: 'in-app-browser'; network: InAppNetwork; os: DeviceOs }
  | { kind: 'browser'; os: DeviceOs };

const APP_TOKEN = /\bDealwijzerApp(?:\/(\d+(?:\.\d+){0,3}))?\s*(?:\(\s*(ios|android)\s*[;)])?/i;

export function deviceOs(userAgent: string): DeviceOs {
  if (/\b(iPhone|iPad|iPod)\b/i.test(userAgent)) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  return 'other';
}

function inAppNetwork(userAgent: string): InAppNetwork | null {
  if (/\bInstagram\b/i.test(userAgent)) return 'instagram';
  if (/FBAN\/Messenger|FBAN\/MessengerForiOS|\bOrca-Android\b|\bMessengerLite/i.test(userAgent)) return 'messenger';
  if (/\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bFB4A\b|\bFBIOS\b/i.test(userAgent)) return 'facebook';
  return null;
}

export function detectEnvironment(userAgent: string): ShellEnvironment {
  const os = deviceOs(userAgent);
  const app = APP_TOKEN.exec(userAgent);
  if (app) {
    const named = app[2]?.toLowerCase();
    const platform: AppPlatform = named === 'ios' || named === 'android' ? named : os === 'android' ? 'android' : 'ios';
    return { kind: 'app', platform, appVersion: app[1] ?? null };
  }
  const network = inAppNetwork(userAgent);
  if (network) return { kind: 'in-app-browser', network, os };
  return { kind: 'browser', os };
}

/** The environment of this browser tab; an ordinary browser on the server (no user agent there). */
export function currentEnvironment(): ShellEnvironment {
  return detectEnvironment(typeof navigator === 'undefined' ? '' : navigator.userAgent);
}

/**
 * Compares dot-separated version numbers ("3.10.0" > "3.9"): negative, zero or positive like a
 * sort comparator. Missing parts count as 0; a part that is not a number counts as 0.
 */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
