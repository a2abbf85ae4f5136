import { COOKIE_DOMAIN_PATTERN, cookieDomainFor } from './cookie-domain';

describe('the parent cookie domain', () => {
  it.each(['dealwijzer.be', '.dealwijzer.be', 'www.dealwijzer.be', 'deals-site.co.uk'])('accepts the domain name %s', (domain) => {
    expect(COOKIE_DOMAIN_PATTERN.test(domain)).toBe(true);
  });

  it.each(['localhost', 'https://dealwijzer.be', 'dealwijzer.be:443', 'dealwijzer.be/', '-bad.be', 'deal wijzer.be', 'dealwijzer.be;x=1', ''])(
    'refuses %j',
    (domain) => {
      expect(COOKIE_DOMAIN_PATTERN.test(domain)).toBe(false);
    },
  );

  it.each([
    ['www.dealwijzer.be', 'dealwijzer.be', 'dealwijzer.be'],
    ['dealwijzer.be', '.dealwijzer.be', 'dealwijzer.be'],
    ['WWW.Dealwijzer.BE', 'dealwijzer.be', 'dealwijzer.be'],
    ['m.www.dealwijzer.be', 'dealwijzer.be', 'dealwijzer.be'],
  ])('puts a cookie written on %s on %s', (host, domain, expected) => {
    expect(cookieDomainFor(host, domain)).toBe(expected);
  });

  it.each([
    ['localhost', 'dealwijzer.be'],
    ['preview.example.com', 'dealwijzer.be'],
    // A suffix that is not a label boundary is another site.
    ['notdealwijzer.be', 'dealwijzer.be'],
    ['www.dealwijzer.be', null],
    ['www.dealwijzer.be', undefined],
  ])('keeps a cookie written on %s host-only for %j', (host, domain) => {
    expect(cookieDomainFor(host, domain)).toBeUndefined();
  });
});
