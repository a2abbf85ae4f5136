'use client';

import { useEffect } from 'react';
import { browserApiConfig } from '@/lib/api/browser-config';
import { PAGE_VIEWS_PATH, type PageViewRequest } from '@/lib/api/page-views';
import { sendJsonBeacon } from '@/lib/log/beacon';

/**
 * Counts one view of a store, webshop, brand or product page toward its popularity. The page is
 * cached, so its render cannot count; the browser reports the view once the page is shown.
 */
export default function ViewBeacon({ type, id }: PageViewRequest) {
  useEffect(() => {
    const { baseURL } = browserApiConfig().config;
    sendJsonBeacon(`${baseURL.replace(/\/$/, '')}${PAGE_VIEWS_PATH}`, JSON.stringify({ type, id } satisfies PageViewRequest));
  }, [type, id]);
  return null;
}
