import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectPath('/folders')).toBe('/folders');
    expect(safeRedirectPath('/fr/depliants?page=2')).toBe('/fr/depliants?page=2');
  });

  it('refuses other sites, protocol-relative paths and the auth pages', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login', '/fr/register?x=1', '', null]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });
});
