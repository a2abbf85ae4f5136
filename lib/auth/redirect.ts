/** Where a visitor may be sent after login: a same-site path, never back to the auth pages themselves. */
const AUTH_PATH = /^\/(?:fr\/)?(?:login|register)(?:[/?#]|$)/;

export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  // `//host` and `/\host` are protocol-relative in browsers: another site.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(path)) return null;
  if (AUTH_PATH.test(path)) return null;
  return path;
}
