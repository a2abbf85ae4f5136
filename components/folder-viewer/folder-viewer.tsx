'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import FolderViewerView, { type ViewerNavigate } from './folder-viewer-view';
import type { ViewerFolder } from './viewer-folder';
import { readViewerState, viewerSearch } from './viewer-query';

/**
 * The live folder viewer: reads its state from the URL and writes it back with the History API, which
 * Next.js keeps in step with `useSearchParams` without fetching the page again. A swipe replaces the
 * entry (`?page=N`, no new history entry, no scroll); opening a view pushes one, so the browser's back
 * closes it again.
 */
export default function FolderViewer({ folder, header }: { folder: ViewerFolder; header: ReactNode }) {
  const search = useSearchParams();
  const state = readViewerState(search, folder.pages.length);
  const [navigatedHere, setNavigatedHere] = useState(false);

  const navigate = useCallback<ViewerNavigate>((next, mode = 'push') => {
    const search = viewerSearch(window.location.search, next);
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (mode === 'replace') {
      if (search !== window.location.search) window.history.replaceState(null, '', url);
      return;
    }
    window.history.pushState(null, '', url);
    setNavigatedHere(true);
    window.scrollTo({ top: 0 });
  }, []);

  // A page number out of range (or written oddly) is shown as the page it was read as.
  const normalized = viewerSearch(search.toString(), state);
  useEffect(() => {
    if (normalized !== window.location.search) {
      window.history.replaceState(null, '', `${window.location.pathname}${normalized}${window.location.hash}`);
    }
  }, [normalized]);

  return <FolderViewerView folder={folder} header={header} state={state} interactive onNavigate={navigate} navigatedHere={navigatedHere} />;
}
