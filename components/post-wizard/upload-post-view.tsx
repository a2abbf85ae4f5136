'use client';

import { useTranslations } from '#i18n';
import { useSyncExternalStore } from 'react';
import PostWizard from './post-wizard';

const subscribe = () => () => {};

/**
 * The wizard on its page. It starts from the draft in localStorage, which only the browser has: the
 * server's HTML shows a loading line and the wizard renders after hydration.
 */
/** `skipRotation`: the member uploads chosen pictures at once (rotation-skip.ts decides on the server). */
export default function UploadPostView({ skipRotation = false }: { skipRotation?: boolean }) {
  const t = useTranslations('post');
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  if (!inBrowser) return <p aria-busy="true">{t('loading')}</p>;
  return <PostWizard skipRotation={skipRotation} />;
}
