/**
 * The parent domain the site's cookies are shared on (COOKIE_DOMAIN, docs/app-shell.md "Cookies"): one
 * sign-in and one language for www.dealwijzer.be, dealwijzer.be and the apps' webviews. A cookie gets
 * the Domain attribute only on a host inside that domain; anywhere else (localhost, a preview host) a
 * browser would refuse the cookie, so it stays host-only there.
 */

/** A domain name, optionally with the leading dot older browsers expected: `dealwijzer.be`, `.dealwijzer.be`. */
export const COOKIE_DOMAIN_PATTERN = /^\.?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The Domain attribute for a cookie written on `hostname`, or undefined for a host-only cookie. */
export function cookieDomainFor(hostname: string, domain: string | null | undefined): string | undefined {
  if (!domain) return undefined;
  const parent = domain.replace(/^\./, '').toLowerCase();
  const host = hostname.toLowerCase();
  return host === parent || host.endsWith(`.${parent}`) ? parent : undefined;
}

let configured: string | null = null;

/** Set once by the app's providers from the public configuration, before any child writes a cookie. */
export function configureCookieDomain(domain: string | null): void {
  configured = domain;
}

/**
 * The Domain attribute for a cookie named `name` this page is about to write, or undefined (host-only).
 * On the parent domain a host-only copy written before the setting existed is removed first: the
 * browser would send both.
 */
export function browserCookieDomain(name: string): string | undefined {
  const domain = typeof location === 'undefined' ? undefined : cookieDomainFor(location.hostname, configured);
  if (domain) document.cookie = `${name}=; max-age=0; path=/`;
  return domain;
}
