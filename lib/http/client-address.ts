/**
 * The visitor's address from the X-Forwarded-For chain, trusting only our own proxies.
 *
 * Every proxy appends the address it received the request from, so the entries at the right were
 * written by infrastructure we run and the ones at the left by whoever sent the request — anyone can
 * put any address there. With `trustedHops` proxies in front of the app, the visitor's address is the
 * `trustedHops`-th entry from the right; fewer entries mean the request skipped a proxy, so the
 * leftmost one (the nearest to the sender we can see) is used. `trustedHops` 0 means the app is exposed
 * directly: Next.js then fills the header with the socket address only when the request brings none,
 * so the rightmost entry is the best there is (see TRUST_PROXY_HOPS in .env.example).
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  realIp: string | null | undefined,
  trustedHops: number,
): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (chain.length === 0) return realIp?.trim() || null;
  const index = chain.length - Math.max(trustedHops, 1);
  return chain[Math.max(index, 0)] ?? null;
}
