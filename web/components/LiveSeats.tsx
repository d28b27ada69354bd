'use client';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import useSWR from 'swr';

import { availability, createEventsArea, fetchBasicEvents, liveEvent, type LiveEvent } from '@/lib/live-events';

// The route data's `publicEvents`, put in the bundle at build time by next.config.ts; empty when the site has none.
const baseUrl = process.env.FJORDBY_EVENTS_URL ?? '';
const site = process.env.FJORDBY_EVENTS_SITE ?? '';

// One area for the whole visit: ids asked for on one page are never asked for again on the next.
const area = createEventsArea((ids) => fetchBasicEvents(baseUrl, site, ids));

const LiveEventsContext = createContext<readonly LiveEvent[]>([]);

/** Asks the live state of a list's showings in one call (once the page runs in a browser) for the list inside. */
export function LiveSeats({ eventNumbers, children }: { eventNumbers: number[]; children: ReactNode }) {
  useSWR(baseUrl && site ? ['basic_events', eventNumbers.join(',')] : null, () => area.load(eventNumbers), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const { items } = useSyncExternalStore(area.store.subscribe, area.store.getState, area.store.getState);
  return <LiveEventsContext.Provider value={items}>{children}</LiveEventsContext.Provider>;
}

/**
 * A showing's ticket link (`children`) as the live state has it: «Utsolgt» in its place once the showing sold out,
 * «Få billetter igjen» after it when few seats are left; the static link alone until the call answers, or without it.
 */
export function LiveTicketAction({ eventNumber, children }: { eventNumber: number; children: ReactNode }) {
  const state = availability(liveEvent(useContext(LiveEventsContext), eventNumber));
  if (state === 'sold-out') return <span className="ticket-list__sold-out">Utsolgt</span>;
  return (
    <>
      {children}
      {state === 'few' ? <span className="ticket-list__live">Få billetter igjen</span> : null}
    </>
  );
}
