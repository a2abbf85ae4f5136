'use client';

import { useQuery } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/queries/query-client';
import { getAuthProviders, type AuthProviders } from '@/lib/api/account';
import { getBrowserApi } from '@/lib/api/browser';

const EMAIL_ONLY: AuthProviders = { email: true, google: false, facebook: false, apple: false, recaptcha: false };

/** Which sign-in methods the API has configured; until it answers (or if it fails) only e-mail shows. */
export function useAuthProviders(): AuthProviders {
  const { data } = useQuery(
    {
    queryKey: ['auth-providers'],
    queryFn: () => getAuthProviders(getBrowserApi()),
    staleTime: Infinity,
    },
    // The shared browser client, given directly: no provider in the page's first-load JavaScript.
    getQueryClient(),
  );
  return data ?? EMAIL_ONLY;
}
