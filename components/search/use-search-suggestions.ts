'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { deleteSearchTerm, getBeforeSearch, suggestSearch } from '@/lib/api/search-calls';
import { beforeSearchSections, suggestionSections, withoutRecent, type SearchSection } from './search-options';

/** docs/search.md, "The web": suggestions are asked for 400 ms after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 400;

const NO_SECTIONS: SearchSection[] = [];

export type SuggestionsStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SearchSuggestions = {
  sections: SearchSection[];
  status: SuggestionsStatus;
  /** Deletes one of the member's recent searches; the list stays open without it. */
  removeRecent: (recentId: number) => void;
};

/**
 * The rows of the autocomplete for what is typed: the pre-suggestions (recent, popular) for an empty
 * field, right away; the suggestion groups from one character, 400 ms after the last keystroke.
 * Each change aborts the call in flight and a sequence number drops any answer that still comes
 * back late, so an older answer never replaces a newer one. A failure shows an empty list, quietly.
 */
export function useSearchSuggestions(query: string, active: boolean, searchPath: string): SearchSuggestions {
  // The rows remember whether they answer a typed query or an empty field: pre-suggestions are not
  // shown under a typed query while its suggestions load (Enter would open one of them), nor the reverse.
  const [rows, setRows] = useState<{ typed: boolean; sections: SearchSection[] }>({ typed: false, sections: [] });
  const [status, setStatus] = useState<SuggestionsStatus>('idle');
  const sequence = useRef(0);

  useEffect(() => {
    if (!active) return;
    const text = query.trim();
    const ticket = ++sequence.current;
    const controller = new AbortController();
    const current = () => ticket === sequence.current && !controller.signal.aborted;
    const timer = setTimeout(
      async () => {
        setStatus('loading');
        try {
          const api = await loadBrowserApi();
          const next = text
            ? suggestionSections(await suggestSearch(api, text, controller.signal))
            : beforeSearchSections(await getBeforeSearch(api, controller.signal), searchPath);
          if (!current()) return;
          setRows({ typed: Boolean(text), sections: next });
          setStatus('ready');
        } catch {
          if (!current()) return;
          setRows({ typed: Boolean(text), sections: [] });
          setStatus('error');
        }
      },
      text ? SUGGEST_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, active, searchPath]);

  const removeRecent = useCallback((recentId: number) => {
    setRows((previous) => ({ ...previous, sections: withoutRecent(previous.sections, recentId) }));
    void loadBrowserApi()
      .then((api) => deleteSearchTerm(api, recentId))
      // Already gone (404) or offline: the row stays out of this list; the next focus asks again.
      .catch(() => undefined);
  }, []);

  const sections = rows.typed === Boolean(query.trim()) ? rows.sections : NO_SECTIONS;
  return { sections, status, removeRecent };
}
