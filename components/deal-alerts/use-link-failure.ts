'use client';

import { useTranslations } from '#i18n';
import { useCallback } from 'react';
import { isApiError } from '@/lib/api/errors';
import { useErrorMessage } from '@/components/ui/use-error-message';

/**
 * What to tell a visitor whose mailed link failed: a refused link (404, or a malformed token's 422)
 * is "invalid or expired" in the page's language; anything else is the usual failure message.
 */
export function useLinkFailure(): (error: unknown) => { message: string; invalidLink: boolean } {
  const t = useTranslations('DealAlertLinks');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) =>
      isApiError(error) && (error.status === 404 || error.status === 422)
        ? { message: t('invalidLink'), invalidLink: true }
        : { message: errorMessage(error), invalidLink: false },
    [t, errorMessage],
  );
}
