/**
 * The choices a page keeps in its URL's query (`?dag=2026-12-05&sjanger=familie`), so that a visitor can share them
 * and finds them again after Back: read on load, written with `replaceState` (a choice is no history entry of its
 * own), subscribed to like a store. The static HTML knows no query.
 */
import { useMemo, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Sets the named parameters of the page's URL, and removes those set to ''. */
export function writeParams(changes: Readonly<Record<string, string>>): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(changes)) {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  window.history.replaceState(window.history.state, '', url);
  for (const listener of listeners) listener();
}

/** The page's query parameters; none while the static HTML hydrates. */
export function useUrlParams(): URLSearchParams {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return useMemo(() => new URLSearchParams(search), [search]);
}
