import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { resolveGoto } from '@/lib/api/content';
import { getServerApi } from '@/lib/api/server';
import { pageParams } from '@/lib/i18n/page-locale';
import { logger } from '@/lib/log/logger';
import { safeExternalUrl } from '@/lib/navigation/safe-url';

// Every visit counts a click and the target may change: never cache the redirect.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Keys are short tokens (the API's own rule); anything else is a 404 without asking. */
const GOTO_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/goto/{key}` (docs/product.md, Routes): a short link that sends the visitor to its target with a 307. Only
 * http(s) targets are followed; an unknown key or any other target shows the not-found view.
 */
export default async function GotoPage({ params }: PageProps<'/[locale]/goto/[key]'>) {
  const { locale, key } = await pageParams(params);
  if (!GOTO_KEY.test(key)) notFound();
  const target = await resolveGoto(await getServerApi({ locale }), key);
  const url = target === null ? null : safeExternalUrl(target);
  if (url === null) {
    if (target !== null) logger.warn('goto_target_refused', { key });
    notFound();
  }
  redirect(url);
}
