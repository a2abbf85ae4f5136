'use client';

import type { MouseEvent, ReactNode } from 'react';
import { mayBeSignedIn } from '@/components/engagement/login-gate';
import { Link } from '@/lib/i18n/navigation';
import { useRoutePathname } from '@/lib/i18n/use-route-pathname';
import { loggedInOnlyRoutes, type AppPathname } from '@/lib/i18n/routing';
import { useSession } from '@/lib/stores/session';

/** Routes without params, the only ones a menu item links to. */
export type StaticPathname = { [K in AppPathname]: K extends `${string}[${string}` ? never : K }[AppPathname];

type NavLinkProps = {
  href: StaticPathname;
  /** Other routes (templates) that belong to this item's section, marked `aria-current="true"`. */
  section?: readonly AppPathname[];
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The click opens something in the page instead of navigating: no loading bar. */
  noProgress?: boolean;
  children: ReactNode;
};

/**
 * A menu link that marks itself `aria-current="page"` on its own route and `"true"` inside its section.
 * A members-only route is not prefetched for a guest: the route guard answers that prefetch with a
 * redirect to the login page (`?redirect=…`, proxy.ts), a response Next's router cannot use (its
 * query differs from the link's) and leaves unread, so the request hung for the life of the page.
 */
export default function NavLink({ href, section = [], className, onClick, noProgress = false, children }: NavLinkProps) {
  const pathname = useRoutePathname();
  const guest = !mayBeSignedIn(useSession((state) => state.status));
  const current = pathname === href ? 'page' : section.includes(pathname) ? 'true' : undefined;
  const prefetch = guest && loggedInOnlyRoutes.includes(href) ? false : undefined;
  return (
    <Link href={href} className={className} aria-current={current} onClick={onClick} prefetch={prefetch} data-no-progress={noProgress ? '' : undefined}>
      {children}
    </Link>
  );
}
