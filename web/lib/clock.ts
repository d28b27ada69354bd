/**
 * The visitor's clock, as a store the showing lists read: a showing is for sale until it starts, so a list drops it
 * then, on a page left open too. It ticks on the minute (showings start on one); the static HTML knows no clock and
 * shows what the build left.
 */
import { useStoreInTransition } from './transition-store';

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function thisMinute(): number {
  return Math.floor(Date.now() / MINUTE) * MINUTE;
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(tick, thisMinute() + MINUTE - Date.now());
}

function tick() {
  for (const listener of listeners) listener();
  schedule();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    schedule();
    // A phone that slept, or a tab in the background, comes back to the right minute at once.
    document.addEventListener('visibilitychange', tick);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    }
  };
}

/**
 * The start of the visitor's minute (ms since the epoch), anew each minute; null while the static HTML hydrates. Its
 * change renders in a transition: the lists that read it are a page's longest.
 */
export function useMinute(): number | null {
  return useStoreInTransition<number | null>(subscribe, thisMinute, null);
}

/**
 * The showings of `items` that have not started by the visitor's clock, in their order; all of them while the static
 * HTML hydrates. The caller re-renders as each one starts.
 */
export function useNotStarted<T extends { startTime: string }>(items: readonly T[]): T[] {
  const minute = useMinute();
  return items.filter((item) => minute === null || Date.parse(item.startTime) > minute);
}
