import { describe, expect, it } from 'vitest';
import { hasSecrets, withoutSecrets } from './secret-params';

describe('secret query values', () => {
  it('are replaced in absolute and relative URLs, the rest kept', () => {
    expect(withoutSecrets('https://dealwijzer.be/password/reset?token=abc123&email=lid%40x.be#top')).toBe(
      'https://dealwijzer.be/password/reset?token=redacted&email=redacted#top',
    );
    expect(withoutSecrets('/deal-alerts/manage?page=2&TOKEN=x.y.z')).toBe('/deal-alerts/manage?page=2&TOKEN=redacted');
    expect(withoutSecrets('/search?q=token=abc&mytoken=1')).toBe('/search?q=token=abc&mytoken=1');
  });

  it('are told apart from addresses without one', () => {
    expect(hasSecrets('/verify?token=abc')).toBe(true);
    expect(hasSecrets('/verify?token=')).toBe(false);
    expect(hasSecrets('/promos?q=koffie')).toBe(false);
    expect(hasSecrets('/verify?token=abc')).toBe(true);
  });
});
