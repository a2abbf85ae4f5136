import { safeExternalUrl, safeInternalPath } from '@/lib/navigation/safe-url';

/** The query parameter of `/default-browser` that names the address to open. */
export const URL_PARAM = 'url';

export type Destination = { address: string; external: boolean };

/**
 * The address `?url=` names, as an absolute URL: a path or URL on this site, or another site's
 * http(s) URL (an outbound deal link handed over by the goto-default-browser dialog). Anything else
 * (`javascript:`, `data:`, protocol-relative, credentials in the URL) gives null. The page only shows
 * the address and offers it (it never redirects), and names another site's host beside it.
 */
export function destinationFromSearch(search: string, origin: string): Destination | null {
  const requested = new URLSearchParams(search).get(URL_PARAM);
  if (requested === null) return null;
  const path = safeInternalPath(requested, origin);
  if (path !== null) return { address: `${origin}${path}`, external: false };
  const url = safeExternalUrl(requested);
  return url === null ? null : { address: url, external: true };
}
