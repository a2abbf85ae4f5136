'use client';

import { FormTextField } from './text-field';

export type PasswordPairLabels = { password: string; confirmation: string; hint: string };

/**
 * A new password and its confirmation (`password`, `password_confirmation`), with the length rule
 * (lib/schemas/account-values.ts) as the hint; the shared schema checks both and that they match.
 */
export function PasswordPair({ labels }: { labels: PasswordPairLabels }) {
  return (
    <>
      <FormTextField label={labels.password} name="password" type="password" autoComplete="new-password" hint={labels.hint} required />
      <FormTextField label={labels.confirmation} name="password_confirmation" type="password" autoComplete="new-password" required />
    </>
  );
}
