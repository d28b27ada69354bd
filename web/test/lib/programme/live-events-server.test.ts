// In Node, as during the static build: no window.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';

test('outside a browser a list of showings asks for no live seats', async () => {
  expect(typeof window).toBe('undefined');
  vi.stubEnv('FJORDBY_EVENTS_URL', 'https://cms.example.no');
  vi.stubEnv('FJORDBY_EVENTS_SITE', 'site118a');
  const fetch = vi.spyOn(globalThis, 'fetch');
  const { useLiveEvents } = await import('@/lib/programme/use-live-events');
  let seen: readonly unknown[] | null = null;
  function List() {
    seen = useLiveEvents([1, 2]);
    return null;
  }
  renderToString(createElement(List));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(seen).toEqual([]);
  expect(fetch).not.toHaveBeenCalled();
});
