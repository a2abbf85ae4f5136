'use client';

import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { deviceOs } from '@/lib/webview/environment';

const noSubscription = () => () => undefined;

/** The iPhone and Android guides (rendered on the server), the visitor's own platform first. */
export default function PlatformGuides({ ios, android }: { ios: ReactNode; android: ReactNode }) {
  const androidFirst = useSyncExternalStore(
    noSubscription,
    () => deviceOs(navigator.userAgent) === 'android',
    () => false,
  );
  const guides = [
    { key: 'ios', node: ios },
    { key: 'android', node: android },
  ];
  if (androidFirst) guides.reverse();
  return guides.map((guide) => <Fragment key={guide.key}>{guide.node}</Fragment>);
}
