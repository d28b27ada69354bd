'use client';
import { useSyncExternalStore } from 'react';
import useSWR from 'swr';

import { availability, createEventsArea, fetchBasicEvents } from '@/lib/live-events';

const areas = new Map<string, ReturnType<typeof createEventsArea>>();

function eventsArea(baseUrl: string, site: string) {
  const key = `${baseUrl} ${site}`;
  let area = areas.get(key);
  if (!area) {
    area = createEventsArea((ids) => fetchBasicEvents(baseUrl, site, ids));
    areas.set(key, area);
  }
  return area;
}

interface LiveSeatsBadgeProps {
  eventNumber: number;
  /** Every showing of the list: the badges of one list share one call. */
  eventNumbers: number[];
}

// The route data's `publicEvents`, put in the bundle at build time by next.config.ts; empty when the site has none.
const baseUrl = process.env.FJORDBY_EVENTS_URL ?? '';
const site = process.env.FJORDBY_EVENTS_SITE ?? '';

/** A showing's live availability: «Utsolgt» or «Få billetter igjen» for a showing, once the live call answers; nothing before or without it. */
export function LiveSeatsBadge({ eventNumber, eventNumbers }: LiveSeatsBadgeProps) {
  const area = eventsArea(baseUrl, site);
  useSWR(
    baseUrl && site ? ['basic_events', baseUrl, site, eventNumbers.join(',')] : null,
    () => area.load(eventNumbers),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const { items } = useSyncExternalStore(area.store.subscribe, area.store.getState, area.store.getState);
  const state = availability(items.find((event) => event.eventNumber === eventNumber));
  if (state === 'sold-out') return <span className="ticket-list__live ticket-list__live--sold-out">Utsolgt</span>;
  if (state === 'few') return <span className="ticket-list__live">Få billetter igjen</span>;
  return null;
}
