import { refererRedirectPath, safeRedirectPath } from './redirect';

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

describe('refererRedirectPath', () => {
  const host = 'www.dealwijzer.be';
  it('gives the path and query of a page of this site', () => {
    expect(refererRedirectPath('https://www.dealwijzer.be/promos/voeding?sort=newest', host)).toBe('/promos/voeding?sort=newest');
    expect(refererRedirectPath('http://www.dealwijzer.be/fr/depliants', host)).toBe('/fr/depliants');
  });

  it("from the login or register page, the way back that page was given", () => {
    expect(refererRedirectPath('https://www.dealwijzer.be/fr/login?redirect=%2Ffr%2Ffavorieten', host)).toBe('/fr/favorieten');
    expect(refererRedirectPath('https://www.dealwijzer.be/register', host)).toBeNull();
    expect(refererRedirectPath('https://www.dealwijzer.be/login?redirect=%2F%2Fevil.example', host)).toBeNull();
  });

  it("never a mail link's page: its token is single-use and secret", () => {
    expect(refererRedirectPath('https://www.dealwijzer.be/password/reset?token=abc&email=a%40b.be', host)).toBeNull();
    expect(refererRedirectPath('https://www.dealwijzer.be/deal-alerts/manage?token=abc', host)).toBeNull();
    expect(refererRedirectPath('https://www.dealwijzer.be/verify?TOKEN=abc', host)).toBeNull();
  });

  it('ignores other sites, other schemes and nonsense', () => {
    for (const referer of ['https://evil.example/promos', 'https://www.dealwijzer.be.evil.example/x', 'ftp://www.dealwijzer.be/x', 'not a url', '', null]) {
      expect(refererRedirectPath(referer, host)).toBeNull();
    }
    expect(refererRedirectPath('https://www.dealwijzer.be/promos', null)).toBeNull();
  });
});
