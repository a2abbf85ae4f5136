'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import LazyClientMessages from '@/components/providers/lazy-client-messages';
import { dialogActions, useDialog } from '@/lib/stores/dialogs';
import CreatePostPanel from './create-post-panel';
import { clearDraft } from './wizard-draft';

const { hide } = dialogActions('create-post');

/** Closing resets the wizard (docs/post-wizard.md, Draft): the draft goes, and the next opening starts afresh. */
function close() {
  clearDraft();
  hide();
}

/**
 * The create-post dialog: the post wizard over the current page (the phone header's button opens it).
 * Loaded with its messages only once it opens; closes on a route change.
 */
export default function CreatePostDialog() {
  const dialog = useDialog('create-post');
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  // A route change (Back, a link) only hides the dialog: the draft stays for the next opening or the page.
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    if (dialog.open) hide();
  }, [pathname, dialog.open]);

  if (!dialog.open) return null;
  return (
    <LazyClientMessages namespaces={['post']}>
      <CreatePostPanel zIndex={dialog.zIndex} onClose={close} />
    </LazyClientMessages>
  );
}
