'use client';

import { useTranslations } from '#i18n';
import { useCallback } from 'react';
import { failureKind, isApiError } from '@/lib/api/errors';

/**
 * What to tell the visitor about a failed call, in the page's language: the server's own message
 * when it is meant for people (`ApiError.publicMessage`), else the site's message for a server
 * error, a lost connection or a time-out. Every toast and form line about a failed call goes
 * through here, so a raw "Server Error" never reaches the page.
 */
export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations('Errors');
  return useCallback((error: unknown) => (isApiError(error) && error.publicMessage) || t(failureKind(error)), [t]);
}
