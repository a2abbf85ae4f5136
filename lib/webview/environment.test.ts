import { describe, expect, it } from 'vitest';
import { compareVersions, detectEnvironment } from './environment';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_WV = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('detectEnvironment', () => {
  it('reads the app token with its platform and version', () => {
    expect(detectEnvironment(`${IPHONE} DealwijzerApp/3.4.1 (iOS)`)).toEqual({ kind: 'app', platform: 'ios', appVersion: '3.4.1' });
    expect(detectEnvironment(`${ANDROID_WV} DealwijzerApp/2.0 (Android)`)).toEqual({ kind: 'app', platform: 'android', appVersion: '2.0' });
  });

  it('falls back to the device for the platform and to null for a missing version', () => {
    expect(detectEnvironment(`${ANDROID_WV} DealwijzerApp`)).toEqual({ kind: 'app', platform: 'android', appVersion: null });
    expect(detectEnvironment(`${IPHONE} dealwijzerapp/5`)).toEqual({ kind: 'app', platform: 'ios', appVersion: '5' });
  });

  it('recognises the social networks’ in-app browsers', () => {
    expect(detectEnvironment(`${IPHONE} [FBAN/FBIOS;FBAV/470.0.0.41;FBBV/1]`)).toEqual({ kind: 'in-app-browser', network: 'facebook', os: 'ios' });
    expect(detectEnvironment(`${ANDROID_WV} [FB_IAB/FB4A;FBAV/470.0.0.41;]`)).toEqual({ kind: 'in-app-browser', network: 'facebook', os: 'android' });
    expect(detectEnvironment(`${IPHONE} [FBAN/MessengerForiOS;FBAV/470.0]`)).toEqual({ kind: 'in-app-browser', network: 'messenger', os: 'ios' });
    expect(detectEnvironment(`${ANDROID_WV} [FB_IAB/Orca-Android;FBAV/470.0;]`)).toEqual({ kind: 'in-app-browser', network: 'messenger', os: 'android' });
    expect(detectEnvironment(`${IPHONE} Instagram 339.0.3.12.91 (iPhone15,2; iOS 17_5)`)).toEqual({ kind: 'in-app-browser', network: 'instagram', os: 'ios' });
  });

  it('treats everything else as an ordinary browser', () => {
    expect(detectEnvironment(DESKTOP)).toEqual({ kind: 'browser', os: 'other' });
    expect(detectEnvironment(IPHONE)).toEqual({ kind: 'browser', os: 'ios' });
    expect(detectEnvironment(ANDROID_WV)).toEqual({ kind: 'browser', os: 'android' });
    expect(detectEnvironment('')).toEqual({ kind: 'browser', os: 'other' });
  });
});

describe('compareVersions', () => {
  it('compares part by part as numbers', () => {
    expect(compareVersions('3.10.0', '3.9')).toBeGreaterThan(0);
    expect(compareVersions('3.4', '3.4.0')).toBe(0);
    expect(compareVersions('2.9.9', '3')).toBeLessThan(0);
    expect(compareVersions('x', '0')).toBe(0);
  });
});
