/** Reading an external store in React so that its changes render in a transition, which yields to the visitor. */
import { startTransition, useEffect, useState } from 'react';

// Whether the page is still hydrating its static HTML: true until the first effect of the page has run.
let hydrating = true;

/**
 * The value of a store as `useSyncExternalStore` gives it, `serverValue` while the static HTML hydrates, but with
 * its changes rendered in a transition rather than at once.
 *
 * `useSyncExternalStore` renders a change synchronously, in one task; so also, right after hydration, the change
 * from the HTML's value to the browser's. The front page's two lists of showings re-rendered so when the visitor's
 * clock and the live seats came, which held a phone's main thread for a fifth of a second each time. In a transition
 * the render yields every few milliseconds; the lists may show the earlier value a moment longer, all of them alike.
 */
export function useStoreInTransition<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  serverValue: T,
): T {
  // Mounted later (a client-side navigation), a list starts from the store, as nothing is to be matched.
  const [value, setValue] = useState(() => (hydrating ? serverValue : getSnapshot()));
  useEffect(() => {
    hydrating = false;
    const update = () => startTransition(() => setValue(getSnapshot()));
    update();
    return subscribe(update);
  }, [subscribe, getSnapshot]);
  return value;
}
