'use client';

import { usePathname } from 'next/navigation';

import { AppLink } from './AppLink';

interface MenuLinkProps {
  href: string;
  newTab: boolean;
  children: string;
}

/**
 * A menu item's link, `aria-current="page"` when it is the page shown. The layout is shared by every page, so the
 * current path comes from the router: the export renders it into each page's HTML (right without JavaScript), and
 * it follows client navigations, at the cost of this small component rather than a header per page.
 */
export function MenuLink({ href, newTab, children }: MenuLinkProps) {
  const pathname = usePathname();
  return (
    <AppLink href={href} newTab={newTab} current={pathname !== null && pathname === href}>
      {children}
    </AppLink>
  );
}
