/**
 * Whether the page's script has taken over: false in the exported HTML and while it hydrates, true after. A form's
 * button waits for it, so that a form is never sent by the browser itself.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
