// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';

import {
  availability,
  seatsLeftText,
  createEventsArea,
  eventsReducer,
  fetchBasicEvents,
  initialEvents,
  liveEvent,
  newEventIds,
  type LiveEvent,
} from '@/lib/programme/live-events';

afterEach(() => vi.restoreAllMocks());

const event = (eventNumber: number, seatsLeft: number | null, soldOut = false): LiveEvent => ({
  eventNumber,
  seatsLeft,
  soldOut,
});

describe('the events state', () => {
  test('only ids not requested yet are fetched, each once; answers are appended', () => {
    expect(initialEvents).toEqual({ requested: [], items: [] });
    const requested = eventsReducer(initialEvents, { type: 'eventsRequested', ids: [1, 2, 2] });
    expect(requested.requested).toEqual([1, 2]);
    expect(newEventIds(requested, [2, 3, 1, 4])).toEqual([3, 4]);
    const received = eventsReducer(requested, { type: 'eventsReceived', items: [event(1, 5)] });
    expect(eventsReducer(received, { type: 'eventsReceived', items: [event(2, 50)] }).items).toEqual([
      event(1, 5),
      event(2, 50),
    ]);
  });

  test('sold out when sold out or no seat left, how many at 10 or fewer, else for sale', () => {
    expect(availability(undefined)).toBeNull();
    expect(availability(event(1, 42))).toEqual({ kind: 'available' });
    expect(availability(event(1, 11))).toEqual({ kind: 'available' });
    expect(availability(event(1, 10))).toEqual({ kind: 'few', seatsLeft: 10 });
    expect(availability(event(1, 1))).toEqual({ kind: 'few', seatsLeft: 1 });
    expect(availability(event(1, 0))).toEqual({ kind: 'sold-out' });
    expect(availability(event(1, 30, true))).toEqual({ kind: 'sold-out' });
    expect(availability(event(1, null))).toEqual({ kind: 'available' });
  });

  test('how many seats are left, in Bokmål', () => {
    expect(seatsLeftText(1)).toBe('1 billett igjen');
    expect(seatsLeftText(4)).toBe('4 billetter igjen');
  });
});

describe('the basic_events call', () => {
  test('one GET without credentials for the new ids; never again for ids already asked', async () => {
    const urls: string[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      urls.push(String(url));
      expect(init?.credentials).toBe('omit');
      return new Response(JSON.stringify([{ eventNumber: 7, soldOut: false, seatsLeft: 3, startTime: 'x' }]));
    });
    const area = createEventsArea((ids) =>
      fetchBasicEvents('https://cms.example.no/', 'site118a', ids, fetcher as unknown as typeof fetch),
    );
    expect(await area.load([7, 8, 7])).toEqual([event(7, 3)]);
    await area.load([8, 7]);
    expect(await area.load([9, 7])).toEqual([event(7, 3), event(7, 3)]);
    expect(urls).toEqual([
      'https://cms.example.no/v1/sites/site118a/basic_events?keys=7,8',
      'https://cms.example.no/v1/sites/site118a/basic_events?keys=9',
    ]);
    expect(area.store.getState().requested).toEqual([7, 8, 9]);
  });

  test('a failure logs «Failed to fetch» and leaves the items as they were', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const area = createEventsArea(() => Promise.reject(new TypeError('network')));
    expect(await area.load([1])).toEqual([]);
    expect(error).toHaveBeenCalledWith('Failed to fetch');
    expect(area.store.getState()).toEqual({ requested: [1], items: [] });
  });

  test('a delayed first answer is dropped', async () => {
    const answers: ((items: LiveEvent[]) => void)[] = [];
    const area = createEventsArea(() => new Promise<LiveEvent[]>((resolve) => answers.push(resolve)));
    const first = area.load([1]);
    const second = area.load([2]);
    answers[1]!([event(2, 40)]);
    await second;
    answers[0]!([event(1, 40)]);
    await first;
    expect(area.store.getState().items).toEqual([event(2, 40)]);
  });

  test('the ids of a dropped answer are asked for again by the next load that wants them', async () => {
    const asked: number[][] = [];
    const answers: ((items: LiveEvent[]) => void)[] = [];
    const area = createEventsArea((ids) => {
      asked.push(ids);
      return new Promise<LiveEvent[]>((resolve) => answers.push(resolve));
    });
    const first = area.load([1, 2]);
    const second = area.load([3]);
    answers[1]!([event(3, 40)]);
    answers[0]!([event(1, 5), event(2, 40)]);
    await Promise.all([first, second]);
    expect(area.store.getState().requested).toEqual([3]);
    const again = area.load([1, 2, 3]);
    answers[2]!([event(1, 4), event(2, 40)]);
    await again;
    expect(asked).toEqual([[1, 2], [3], [1, 2]]);
    expect(area.store.getState().items).toEqual([event(3, 40), event(1, 4), event(2, 40)]);
  });

  test('what the lists of a page want together is one call; what is wanted while it is out, the next after it', async () => {
    const asked: number[][] = [];
    const answers: ((items: LiveEvent[]) => void)[] = [];
    const area = createEventsArea((ids) => {
      asked.push(ids);
      return new Promise<LiveEvent[]>((resolve) => answers.push(resolve));
    });
    const page = Promise.all([area.want([1, 2]), area.want([2, 3])]);
    await vi.waitFor(() => expect(asked).toEqual([[1, 2, 3]]));
    const later = area.want([4]);
    await Promise.resolve();
    expect(asked).toEqual([[1, 2, 3]]); // the first is still out
    answers[0]!([event(1, 40), event(3, 2)]);
    await page;
    await vi.waitFor(() => expect(asked).toEqual([[1, 2, 3], [4]]));
    answers[1]!([event(4, 0)]);
    await later;
    expect(area.store.getState()).toEqual({
      requested: [1, 2, 3, 4],
      items: [event(1, 40), event(3, 2), event(4, 0)],
    });
  });

  test('the newest answer for a showing is the one that counts', () => {
    expect(liveEvent([event(1, 40), event(2, 3), event(1, 0)], 1)).toEqual(event(1, 0));
    expect(liveEvent([event(1, 40)], 2)).toBeUndefined();
  });
});
