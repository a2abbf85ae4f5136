/**
 * The request header that carries the caller's address. Only our front layer writes it
 * (scripts/front-server.mjs, which `npm start` serves through): it takes the address from the socket
 * (and, with TRUST_PROXY_HOPS, from the entries our own proxies appended to X-Forwarded-For) and
 * drops any copy the caller sent. X-Forwarded-For itself is never read here: anyone can write it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-dealwijzer-client-ip';

/** The caller's address from the front layer's header; null when the request did not pass through it. */
export function clientAddress(trusted: string | null | undefined): string | null {
  const value = trusted?.trim();
  return value ? value.slice(0, 64) : null;
}
