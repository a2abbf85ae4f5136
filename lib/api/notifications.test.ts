import { describe, expect, it } from 'vitest';
import { isUnread, notificationTarget } from './notifications';

describe('notificationTarget', () => {
  it('opens a link into the site by its path, query and hash', () => {
    expect(notificationTarget({ is_link: true, url: 'https://www.dealwijzer.example/fr/posts/12?x=1#c' })).toEqual({ kind: 'path', path: '/fr/posts/12?x=1#c' });
  });

  it('opens another URL as a whole page, and nothing without one', () => {
    expect(notificationTarget({ is_link: false, url: 'https://partner.example/deal' })).toEqual({ kind: 'url', url: 'https://partner.example/deal' });
    expect(notificationTarget({ is_link: false, url: null })).toBeNull();
    expect(notificationTarget({ is_link: true, url: null })).toBeNull();
  });

  it('opens nothing for a URL the navigation guards refuse', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'not a url', 'https://user:pw@evil.example/']) {
      expect(notificationTarget({ is_link: false, url })).toBeNull();
      expect(notificationTarget({ is_link: true, url: url.startsWith('https') ? 'javascript:alert(1)' : url })).toBeNull();
    }
  });
});

describe('isUnread', () => {
  it('is neither read nor checked', () => {
    expect(isUnread({ read_at: null, checked_at: null })).toBe(true);
    expect(isUnread({ read_at: null, checked_at: '2026-11-26T00:00:00Z' })).toBe(false);
    expect(isUnread({ read_at: '2026-11-26T00:00:00Z', checked_at: '2026-11-26T00:00:00Z' })).toBe(false);
  });
});
