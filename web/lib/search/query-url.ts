/**
 * The search query lives in the page's URL (`?q=`): read from it on load, written back with `replaceState` as
 * the visitor types (no history entry a keystroke). Components subscribe to it like a store.
 */
const listeners = new Set<() => void>();

export function subscribeQuery(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function readQuery(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

/** The static HTML knows no query. */
export function serverQuery(): string {
  return '';
}

export function writeQuery(query: string): void {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', url);
  for (const listener of listeners) listener();
}

/** Whether this page is the one a search form submits to: there, typing searches at once. */
export function isOnPage(path: string): boolean {
  return window.location.pathname.replace(/\.html$/, '') === path;
}
