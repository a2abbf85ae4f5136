'use client';

import { Suspense, useEffect, useRef } from 'react';
import LazyClientMessages from '@/components/providers/lazy-client-messages';
import { sessionStorageOrNull } from '@/lib/build/reload-guard';
import { usePathname } from '@/lib/i18n/navigation';
import { dialogActions, useDialogEverOpened } from '@/lib/stores/dialogs';
import { outboundDestination } from '@/lib/webview/outbound-link';
import { firstTimeThisSession } from '@/lib/webview/session-once';
import GotoDefaultBrowserDialog from './goto-default-browser-dialog';
import OpenInDefaultBrowserDialog from './open-in-default-browser-dialog';

const goto = dialogActions('goto-default-browser');
const openIn = dialogActions('open-in-default-browser');

/**
 * Inside a social network's in-app browser (docs/app-shell.md, In-app browsers): asks once per session,
 * on arrival, to continue in the phone's own browser, and holds back every outbound link (a deal,
 * an affiliate button, a `/goto/` link) to offer it there first. One click listener for the whole
 * document, in the capture phase of the window: it decides before any link's own handler or the
 * router sees the click. The dialogs' messages load with the first one that opens.
 */
export default function InAppBrowserDialogs() {
  const pathname = usePathname();
  const arrival = useRef(pathname);
  const shownPath = useRef(pathname);
  const gotoOpened = useDialogEverOpened('goto-default-browser');
  const openInOpened = useDialogEverOpened('open-in-default-browser');

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const destination = outboundDestination(event, window.location);
      if (destination === null) return;
      event.preventDefault();
      event.stopPropagation();
      goto.show({ destinationUrl: destination });
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    // The /default-browser page says the same at length.
    if (arrival.current === '/default-browser') return;
    if (firstTimeThisSession(sessionStorageOrNull())) openIn.show({ destinationUrl: window.location.href });
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    goto.hide();
    openIn.hide();
  }, [pathname]);

  if (!gotoOpened && !openInOpened) return null;
  return (
    <Suspense fallback={null}>
      <LazyClientMessages namespaces={['InAppBrowser']}>
        {openInOpened && <OpenInDefaultBrowserDialog />}
        {gotoOpened && <GotoDefaultBrowserDialog />}
      </LazyClientMessages>
    </Suspense>
  );
}
