import { cleanup } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

// The parts only some pages load (components/lazy.ts, `next/dynamic`) are there before each test begins, as their
// chunks are by the time a visitor acts: a test renders a block whole, not its loading state.
const loading: Promise<unknown>[] = [];
vi.mock('next/dynamic', () => ({
  default: <P extends object>(load: () => Promise<ComponentType<P> | { default: ComponentType<P> }>) => {
    let Loaded: ComponentType<P> | null = null;
    loading.push(
      load().then((loaded) => {
        Loaded = 'default' in loaded ? loaded.default : loaded;
      }),
    );
    return (props: P) => (Loaded ? createElement(Loaded, props) : null);
  },
}));
beforeEach(() => Promise.all(loading));

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
