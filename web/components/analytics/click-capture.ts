/** The clicks analytics counts, caught before anything else handles them: ticket links, and the list a link is in. */
import { useEffect } from 'react';

import { isTicketLink } from '@/lib/analytics/item';
import { withoutSoftHyphens } from '@/lib/soft-hyphens';

/** Where the list a visitor followed a link from waits for the page it led to (VIEW_ITEM's listName). */
const LIST_FROM_KEY = 'fjordby:list-from';

/** The list a link is in (the heading of its labelled section), else the page (its `<h1>`). */
export function listNameOf(element: Element): string {
  const section = element.closest('section[aria-labelledby]');
  const heading = section ? document.getElementById(section.getAttribute('aria-labelledby') ?? '') : null;
  // The heading as written: a title's soft hyphens are how it is shown, not its name.
  return withoutSoftHyphens((heading ?? document.querySelector('h1'))?.textContent?.trim() ?? '');
}

/** The list the visitor followed a link to this page from, when a click on it was caught. */
export function listFollowedFrom(): string | null {
  try {
    const from = JSON.parse(sessionStorage.getItem(LIST_FROM_KEY) ?? 'null') as { path?: string; list?: string };
    if (from?.path === location.pathname && typeof from.list === 'string') return from.list;
  } catch {
    // Nothing usable stored: the page is the list.
  }
  return null;
}

/** Calls `onTicketLink` with each ticket link clicked, and keeps the list of each link of the site followed. */
export function useClickCapture(onTicketLink: (link: Element) => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      if (isTicketLink(link)) onTicketLink(link);
      const url = new URL((link as HTMLAnchorElement).href, location.href);
      if (url.origin === location.origin) {
        try {
          sessionStorage.setItem(LIST_FROM_KEY, JSON.stringify({ path: url.pathname, list: listNameOf(link) }));
        } catch {
          // Without storage the page itself is the list.
        }
      }
    };
    // Capturing: the ticket link opens a new tab, and the click must count before anything else handles it.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [onTicketLink]);
}
