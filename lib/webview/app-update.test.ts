import { isOutdated, storeLink } from './app-update';

const STORES = {
  ios: 'https://apps.apple.com/be/app/dealwijzer/id1234567890',
  android: 'https://play.google.com/store/apps/details?id=be.dealwijzer.app',
};

describe('isOutdated', () => {
  const minimums = { ios: '3.2', android: '2.5.1' };

  it('is below the platform’s minimum, compared part by part', () => {
    expect(isOutdated({ platform: 'ios', appVersion: '3.1.9' }, minimums)).toBe(true);
    expect(isOutdated({ platform: 'ios', appVersion: '3.2' }, minimums)).toBe(false);
    expect(isOutdated({ platform: 'ios', appVersion: '3.10' }, minimums)).toBe(false);
    expect(isOutdated({ platform: 'android', appVersion: '2.5' }, minimums)).toBe(true);
    expect(isOutdated({ platform: 'android', appVersion: '2.5.1' }, minimums)).toBe(false);
  });

  it('never without a minimum for the platform or without a known version', () => {
    expect(isOutdated({ platform: 'ios', appVersion: '0.1' }, { ios: null, android: '9' })).toBe(false);
    expect(isOutdated({ platform: 'android', appVersion: null }, minimums)).toBe(false);
  });
});

describe('storeLink', () => {
  it('adds the language the way each store reads it', () => {
    expect(storeLink('ios', STORES, 'fr')).toBe('https://apps.apple.com/be/app/dealwijzer/id1234567890?l=fr');
    expect(storeLink('android', STORES, 'nl')).toBe('https://play.google.com/store/apps/details?id=be.dealwijzer.app&hl=nl');
  });

  it('replaces a language already in the configured address', () => {
    expect(storeLink('android', { ...STORES, android: `${STORES.android}&hl=en` }, 'fr')).toBe(
      'https://play.google.com/store/apps/details?id=be.dealwijzer.app&hl=fr',
    );
  });
});
