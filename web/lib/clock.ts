/**
 * The visitor's clock, as a store the showing lists read: a showing is for sale until it starts, so a list drops it
 * then, on a page left open too. It ticks on the minute (showings start on one); the static HTML knows no clock and
 * shows what the build left.
 */
import { useSyncExternalStore } from 'react';

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

/** The start of the visitor's current minute (ms since the epoch); null while the static HTML hydrates. */
export function useMinute(): number | null {
  return useSyncExternalStore(subscribe, thisMinute, () => null);
}

/** Whether a showing has started by `minute` (null: no clock yet, nothing has). */
export function hasStarted(startTime: string, minute: number | null): boolean {
  return minute !== null && Date.parse(startTime) <= minute;
}
