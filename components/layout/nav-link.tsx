'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useRoutePathname } from '@/lib/i18n/use-route-pathname';
import type { AppPathname } from '@/lib/i18n/routing';

/** Routes without params, the only ones a menu item links to. */
export type StaticPathname = { [K in AppPathname]: K extends `${string}[${string}` ? never : K }[AppPathname];

type NavLinkProps = {
  href: StaticPathname;
  /** Other routes (templates) that belong to this item's section, marked `aria-current="true"`. */
  section?: readonly AppPathname[];
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
};

/** A menu link that marks itself `aria-current="page"` on its own route and `"true"` inside its section. */
export default function NavLink({ href, section = [], className, onClick, children }: NavLinkProps) {
  const pathname = useRoutePathname();
  const current = pathname === href ? 'page' : section.includes(pathname) ? 'true' : undefined;
  return (
    <Link href={href} className={className} aria-current={current} onClick={onClick}>
      {children}
    </Link>
  );
}
