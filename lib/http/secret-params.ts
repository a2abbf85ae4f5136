/**
 * Query values that no log line or third party may see: the token of a mail's link (password reset,
 * e-mail verification, a guest's deal-alert links) and the address that comes with some of them. A
 * log entry keeps the parameter's name with the value replaced; Google Tag Manager is not loaded on a
 * page whose address carries one (docs/security.md, Accounts).
 */
const SECRET_VALUE = /([?&](?:token|email)=)[^&#]+/gi;

/** The URL (absolute or relative) with every secret query value replaced by `redacted`. */
export function withoutSecrets(url: string): string {
  return url.replace(SECRET_VALUE, '$1redacted');
}

/** True when the URL's query carries a secret value. */
export function hasSecrets(url: string): boolean {
  return withoutSecrets(url) !== url;
}
