/** The open state of a menu in the layout, which stays across client navigations: open on one page only. */
import { usePathname } from 'next/navigation';
import { useState } from 'react';

/**
 * Whether the menu is open, and the setter. It closes when the page changes: a link followed in it leaves it closed
 * on the next page, and going back does not open it again.
 */
export function useOpenOnPage(): [boolean, (open: boolean) => void] {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<{ path: string | null } | null>(null);
  // Set while rendering, React's way to reset state when a value it depends on changes: no effect, no extra paint.
  if (openOn !== null && openOn.path !== pathname) setOpenOn(null);
  return [openOn?.path === pathname, (open) => setOpenOn(open ? { path: pathname } : null)];
}
