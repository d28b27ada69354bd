// In Node, as during the static build: no window.
import { expect, test, vi } from 'vitest';

import { createEventsArea } from '@/lib/programme/live-events';

test('outside a browser the events area makes no call and asks for nothing', async () => {
  expect(typeof window).toBe('undefined');
  const fetchEvents = vi.fn(() => Promise.resolve([]));
  const area = createEventsArea(fetchEvents);
  expect(await area.load([1, 2])).toEqual([]);
  expect(fetchEvents).not.toHaveBeenCalled();
  expect(area.store.getState()).toEqual({ requested: [], items: [] });
});
