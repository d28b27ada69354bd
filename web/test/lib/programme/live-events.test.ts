// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';

import {
  availability,
  fetchBasicEvents,
  gatherCalls,
  liveEvent,
  seatsLeftText,
  type LiveEvent,
} from '@/lib/programme/live-events';

afterEach(() => vi.restoreAllMocks());

const event = (eventNumber: number, seatsLeft: number | null, soldOut = false): LiveEvent => ({
  eventNumber,
  seatsLeft,
  soldOut,
});

describe('a showing’s live state', () => {
  test('sold out when sold out or no seat left, how many at 10 or fewer, else for sale and how full', () => {
    expect(availability(undefined)).toBeNull();
    expect(availability(event(1, 120))).toEqual({ kind: 'available', level: 'many' });
    expect(availability(event(1, 51))).toEqual({ kind: 'available', level: 'many' });
    expect(availability(event(1, 50))).toEqual({ kind: 'available', level: 'some' });
    expect(availability(event(1, 11))).toEqual({ kind: 'available', level: 'some' });
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
  test('one GET without credentials for the ids, each once, in the order asked', async () => {
    const urls: string[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      urls.push(String(url));
      expect(init?.credentials).toBe('omit');
      return new Response(JSON.stringify([{ eventNumber: 7, soldOut: false, seatsLeft: 3, startTime: 'x' }, 'nei']));
    });
    const ask = gatherCalls((ids) =>
      fetchBasicEvents('https://cms.example.no/', 'site118a', ids, fetcher as unknown as typeof fetch),
    );
    expect(await ask([7, 8, 7])).toEqual([event(7, 3)]);
    expect(urls).toEqual(['https://cms.example.no/v1/sites/site118a/basic_events?keys=7,8']);
  });

  test('what the lists of a page ask in the same task is one call; each list gets its own showings', async () => {
    const asked: number[][] = [];
    const answers: ((items: LiveEvent[]) => void)[] = [];
    const ask = gatherCalls((ids) => {
      asked.push(ids);
      return new Promise<LiveEvent[]>((resolve) => answers.push(resolve));
    });
    const page = Promise.all([ask([1, 2]), ask([2, 3])]);
    await vi.waitFor(() => expect(asked).toEqual([[1, 2, 3]]));
    answers[0]!([event(1, 40), event(2, 5), event(3, 2)]);
    expect(await page).toEqual([
      [event(1, 40), event(2, 5)],
      [event(2, 5), event(3, 2)],
    ]);
    // A later ask (the tab in focus again) is a call of its own.
    const later = ask([4]);
    await vi.waitFor(() => expect(asked).toEqual([[1, 2, 3], [4]]));
    answers[1]!([event(4, 0)]);
    expect(await later).toEqual([event(4, 0)]);
  });

  test('a failure reaches every list that asked', async () => {
    const ask = gatherCalls(() => Promise.reject(new TypeError('network')));
    const results = await Promise.allSettled([ask([1]), ask([2])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  test('the newest answer for a showing is the one that counts', () => {
    expect(liveEvent([event(1, 40), event(2, 3), event(1, 0)], 1)).toEqual(event(1, 0));
    expect(liveEvent([event(1, 40)], 2)).toBeUndefined();
  });
});
