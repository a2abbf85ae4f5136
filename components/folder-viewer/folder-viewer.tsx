'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import FolderViewerView, { type ViewerNavigate } from './folder-viewer-view';
import type { ViewerFolder } from './viewer-folder';
import { readViewerState, viewerSearch, type ViewerState } from './viewer-query';

/** What the cached page renders (it cannot know a visitor's query): the first page, no sub-view. */
const FIRST_PAGE: ViewerState = { page: 1, subView: null };

type FolderViewerProps = {
  folder: ViewerFolder;
  header: ReactNode;
  /** The query the server rendered (a deep link's, through the per-request query page); null when it rendered none. */
  initialSearch?: string | null;
};

/**
 * The live folder viewer: reads its state from the URL and writes it back with the History API, which
 * Next.js keeps in step with `useSearchParams` without fetching the page again. A swipe replaces the
 * entry (`?page=N`, no new history entry, no scroll); opening a view pushes one, so the browser's back
 * closes it again.
 *
 * The viewer itself renders on the server and hydrates as it is: only the tiny `QueryListener` reads
 * the query (a component that does so renders in the browser only, under its own Suspense boundary).
 * Were the whole viewer to read it, the cached HTML would be a fallback that React throws away and
 * builds again after hydration — the first page's image included, on the phone's slow CPU.
 */
export default function FolderViewer({ folder, header, initialSearch = null }: FolderViewerProps) {
  const [search, setSearch] = useState<string | null>(initialSearch);
  const state = search === null ? FIRST_PAGE : readViewerState(new URLSearchParams(search), folder.pages.length);
  const [navigatedHere, setNavigatedHere] = useState(false);

  const navigate = useCallback<ViewerNavigate>((next, mode = 'push') => {
    const search = viewerSearch(window.location.search, next);
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    // The state follows at once; Next.js reports the new query a moment later (QueryListener).
    setSearch(search);
    if (mode === 'replace') {
      if (search !== window.location.search) window.history.replaceState(null, '', url);
      return;
    }
    window.history.pushState(null, '', url);
    setNavigatedHere(true);
    window.scrollTo({ top: 0 });
  }, []);

  // A page number out of range (or written oddly) is shown as the page it was read as. The address is
  // the base, so parameters the viewer does not own (utm_…, share_source) stay as the visitor came.
  const known = search !== null;
  useEffect(() => {
    if (!known) return;
    const normalized = viewerSearch(window.location.search, { page: state.page, subView: state.subView });
    if (normalized !== window.location.search) {
      window.history.replaceState(null, '', `${window.location.pathname}${normalized}${window.location.hash}`);
    }
  }, [known, state.page, state.subView]);

  return (
    <>
      <Suspense fallback={null}>
        <QueryListener onChange={setSearch} />
      </Suspense>
      <FolderViewerView folder={folder} header={header} state={state} onNavigate={navigate} navigatedHere={navigatedHere} />
    </>
  );
}

/**
 * Reports the address's query whenever Next.js sees it change (links, back and forward). It reports
 * what the address says now, not the value the hook carries: after quick swipes that value can be one
 * replaced entry behind, and showing it would turn Swiper back a page.
 */
function QueryListener({ onChange }: { onChange: (search: string) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onChange(window.location.search), [search, onChange]);
  return null;
}
