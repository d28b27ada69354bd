/**
 * The search query lives in the page's URL (`?q=`), as the page's other choices do (`lib/url-params.ts`): read from
 * it on load, written back with `replaceState` as the visitor types (no history entry a keystroke).
 */
import { useUrlParams, writeParams } from '../url-params';

/** The query in the page's URL; '' in the static HTML, which knows none. */
export function useQuery(): string {
  return useUrlParams().get('q') ?? '';
}

export function writeQuery(query: string): void {
  writeParams({ q: query });
}

/** Whether this page is the one a search form submits to: there, typing searches at once. */
export function isOnPage(path: string): boolean {
  return window.location.pathname.replace(/\.html$/, '') === path;
}
