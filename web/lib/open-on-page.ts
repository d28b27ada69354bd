/** The open state of a menu in the layout, which stays across client navigations: open on one page only. */
import { usePathname } from 'next/navigation';
import { useState } from 'react';

/**
 * Whether the menu is open, and the setter. It is open on the page it was opened on: a link followed in it leaves
 * it closed on the next page, and no effect has to close it after that page has shown.
 */
export function useOpenOnPage(): [boolean, (open: boolean) => void] {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<{ path: string | null } | null>(null);
  return [openOn?.path === pathname, (open) => setOpenOn(open ? { path: pathname } : null)];
}
