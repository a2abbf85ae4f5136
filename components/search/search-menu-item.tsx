'use client';

import type { ReactNode } from 'react';
import NavLink from '@/components/layout/nav-link';
import { dialogActions } from '@/lib/stores/dialogs';
import { isPlainClick } from '@/lib/ui/plain-click';

const { show } = dialogActions('search');

/**
 * The menu bar's search item (phones): a link to the results page, which is what it stays without
 * JavaScript or with a modifier key; a plain click opens the search dialog instead.
 */
export default function SearchMenuItem({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <NavLink
      href="/search"
      className={className}
      noProgress
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        // Where the focus returns when the dialog closes (Safari does not focus a clicked link).
        event.currentTarget.focus();
        show();
      }}
    >
      {children}
    </NavLink>
  );
}
