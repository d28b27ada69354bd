'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Follows the redirect table in the browser: on the first load and after every client navigation, a path in the
 * table is replaced by its target (history keeps no entry of the old path). A path of the site is a client
 * navigation; an external http(s) target is a page load.
 */
export function RedirectOnNavigate({ table }: { table: Record<string, string> }) {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    const target = Object.hasOwn(table, pathname) ? table[pathname] : undefined;
    if (target === undefined) return;
    if (target.startsWith('/')) router.replace(target);
    else window.location.replace(target);
  }, [pathname, router, table]);
  return null;
}
