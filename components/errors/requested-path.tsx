'use client';

import { useSyncExternalStore } from 'react';
import styles from './error-view.module.css';

const noSubscription = () => () => undefined;

function currentPath(): string {
  const { pathname } = window.location;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The path the visitor asked for (docs/product.md, Errors: "Page Not Found" followed by the path). Read in the
 * browser: a not-found view is rendered without the request, and may be served from the cache. The server
 * renders nothing here, or `serverPath` when given (the front layer's slot, see not-found-view.tsx).
 */
export default function RequestedPath({ label, serverPath }: { label: string; serverPath?: string }) {
  const path = useSyncExternalStore(noSubscription, currentPath, () => serverPath ?? null);
  if (!path) return null;
  return (
    <p className={styles.path}>
      <span className="visually-hidden">{label}: </span>
      <code translate="no">{path}</code>
    </p>
  );
}
