import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The components' clock (lib/clock.ts) drops showings that have started: every test's clock stands before the
// fixtures' programme (27 November 2026 on), unless the test sets its own.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00+01:00'));
});

// jsdom has no ResizeObserver. This one reports each element it is given at once, as a browser does once it has laid
// the element out.
class LaidOut {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = LaidOut as unknown as typeof ResizeObserver;

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
