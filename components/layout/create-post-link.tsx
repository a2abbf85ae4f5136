'use client';

import { useLocale } from '#i18n';
import type { MouseEvent, ReactNode } from 'react';
import { mayBeSignedIn } from '@/components/engagement/login-gate';
import { getPathname } from '@/lib/i18n/navigation';
import { dialogActions } from '@/lib/stores/dialogs';
import { isPlainClick } from '@/lib/ui/plain-click';
import NavLink from './nav-link';

type CreatePostLinkProps = {
  className?: string;
  /** Members get the create-post dialog over the current page instead of the wizard's page (the phone header's button). */
  dialog?: boolean;
  children: ReactNode;
};

/**
 * "Create promo": members go to the post wizard (its page, or with `dialog` the create-post dialog);
 * a guest gets the auth dialog on its default tab and, once logged in, lands in the wizard (docs/product.md,
 * Behaviour: guest create-post opens the login dialog). A modified click (new tab) is left alone: the route
 * guard sends a guest to the login page there.
 */
export default function CreatePostLink({ className, dialog = false, children }: CreatePostLinkProps) {
  const locale = useLocale();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    if (mayBeSignedIn()) {
      if (!dialog) return;
      event.preventDefault();
      dialogActions('create-post').show();
      return;
    }
    event.preventDefault();
    dialogActions('auth').show({ destinationUrl: getPathname({ href: '/upload-post', locale }) });
  }
  return (
    <NavLink href="/upload-post" className={className} onClick={onClick}>
      {children}
    </NavLink>
  );
}
