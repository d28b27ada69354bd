/**
 * Which links the site follows in the browser with Next's router, and which clicks do (ClientLinks follows them),
 * and the navigations so started, whose progress NavigationStatus shows.
 */
import { createStore } from './store';

/**
 * The path of the last navigation ClientLinks started with the router. Told by the one that starts it, so a click
 * that is no navigation (the browser's, or one a component took over) never shows a progress that nothing would end.
 */
export const clientNavigations = createStore<string | null, string>((_, path) => path, null);

/**
 * The page of this site a link goes to, or null for a link the browser follows itself: to another site, into a new
 * tab or a download, to a file (a last path segment with a dot: `/sitemap.xml`, `/404.html`), or marked
 * `data-full-load` (a page load on purpose, e.g. trying a failed page again). Pages are paths without a dot: the
 * pipeline's slugs have none.
 */
export function sitePageUrl(element: EventTarget | null): URL | null {
  const link = element instanceof Element ? element.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hasAttribute('data-full-load'))
    return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || /\.[^/]*$/.test(url.pathname)) return null;
  return url;
}

/**
 * Where a click goes in the client, or null when the browser should follow it: a click with another button or a
 * modifier key (a new tab or window), one a component already took over, a link `sitePageUrl` leaves to the
 * browser, or a jump within this page (`#anchor`), which only scrolls.
 */
export function clientNavigationTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const url = sitePageUrl(event.target);
  if (url === null) return null;
  const samePage = url.pathname === location.pathname && url.search === location.search;
  // `href` keeps an empty fragment (`/kino#`), which `hash` does not show.
  return samePage && url.href.includes('#') ? null : url;
}
