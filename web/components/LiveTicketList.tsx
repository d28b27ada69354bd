'use client';
import useSWR from 'swr';
import { useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

import { isEventCard } from '@/lib/cards';
import { useChunkPages } from '@/lib/chunks';
import { useNotStarted } from '@/lib/clock';
import {
  availability,
  createEventsArea,
  fetchBasicEvents,
  liveEvent,
  seatsLeftText,
  type LiveEvent,
} from '@/lib/live-events';
import type { Chunk, Paging } from '@/lib/route-data';
import { ticketRow, type DataAttributes, type TicketRow } from '@/lib/tickets';

import { AppLink } from './AppLink';
import { LoadMore } from './LoadMore';

// The route data's `publicEvents`, put in the bundle at build time by next.config.ts; empty when the site has none.
const baseUrl = process.env.FJORDBY_EVENTS_URL ?? '';
const site = process.env.FJORDBY_EVENTS_SITE ?? '';

// One area for the whole visit: ids asked for on one page are never asked for again on the next.
const area = createEventsArea((ids) => fetchBasicEvents(baseUrl, site, ids));
// The answers alone: a list re-renders its rows when an answer comes, not also when its call goes out.
const liveItems = () => area.store.getState().items;

// On a phone a list shows its first showings, the rest behind «Vis flere» (app/globals.css): a film's two dozen were
// 1,500 px of rows before the film's own text. Wider screens, and a phone without scripts, show them all.
const PHONE_ROWS = 6;

interface LiveTicketListProps {
  /** The list's first page */
  showings: TicketRow[];
  /** The list's further pages, when it is longer than one: loaded on demand, with «Vis flere» */
  paging?: Paging;
  /** What analytics reads from every ticket link of a list of one production's showings */
  item?: DataAttributes;
}

/**
 * A list of showings with their ticket links, and their live state asked in one call once the page runs in a
 * browser. A client component of plain rows rather than a server-rendered list around one client component per
 * link: the rows are all the page's data carries, a fifth of the elements' (a film page's two dozen showings
 * were 22 kB of its data, 4 kB now), which every export writes and renders several times per page.
 */
export function LiveTicketList({ showings: firstPage, paging, item }: LiveTicketListProps) {
  const pages = useChunkPages<Chunk['items'][number]>(paging?.chunks ?? []);
  // Formatted once per page loaded, not again each time the live seats change.
  const loaded = useMemo(
    () => pages.items.filter(isEventCard).map((event) => ticketRow(event, !item)),
    [pages.items, item],
  );
  // A showing is for sale until it starts: those that started since the build, or while the page is open, go.
  const all = [...firstPage, ...loaded];
  const showings = useNotStarted(all);
  const total = (paging?.total ?? all.length) - (all.length - showings.length);
  const eventNumbers = showings.map((showing) => showing.eventNumber);
  useSWR(baseUrl && site ? ['basic_events', eventNumbers.join(',')] : null, () => area.load(eventNumbers), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const items = useSyncExternalStore(area.store.subscribe, liveItems, liveItems);
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [shortened, setShortened] = useState(true);
  const short = shortened && showings.length > PHONE_ROWS;

  function showAll() {
    flushSync(() => setShortened(false));
    // The button is gone: the focus goes on to the first showing it revealed, where reading left off.
    (list.current?.children[PHONE_ROWS] as HTMLElement | undefined)?.focus();
  }

  if (showings.length === 0 && !pages.more) return <p>Ingen flere forestillinger.</p>;
  return (
    <>
      <ul id={listId} ref={list} className={short ? 'ticket-list ticket-list--short' : 'ticket-list'} {...item}>
        {showings.map((showing, index) => (
          <li
            key={showing.eventNumber}
            className={index < PHONE_ROWS ? 'ticket-list__item' : 'ticket-list__item ticket-list__item--later'}
            tabIndex={index === PHONE_ROWS ? -1 : undefined}
          >
            <time dateTime={showing.startTime} className="ticket-list__when">
              <span className="ticket-list__day">{showing.day}</span>{' '}
              <span className="ticket-list__time">{showing.time}</span>
            </time>
            {showing.auditorium ? <span className="ticket-list__auditorium">{showing.auditorium}</span> : null}
            <TicketAction showing={showing} live={items} />
          </li>
        ))}
      </ul>
      {short ? (
        <div className="more-cards ticket-list__more">
          <p className="more-cards__status">
            Viser {PHONE_ROWS} av {total}
          </p>
          <button type="button" className="button" aria-controls={listId} onClick={showAll}>
            Vis flere
          </button>
        </div>
      ) : null}
      <LoadMore paging={paging && { ...paging, total }} shown={showings.length} pages={pages} />
    </>
  );
}

/**
 * A showing's ticket link as the live state has it, which decides over the build's both ways: «Utsolgt» in its place
 * once the showing sold out, the link again when seats came back, and how many are left when they are few («4
 * billetter igjen»); the static state alone until the call answers, or without it.
 */
function TicketAction({ showing, live }: { showing: TicketRow; live: readonly LiveEvent[] }) {
  const state = availability(liveEvent(live, showing.eventNumber));
  if (state ? state.kind === 'sold-out' : showing.soldOut) {
    return <span className="ticket-list__sold-out">Utsolgt</span>;
  }
  return (
    <>
      {state?.kind === 'few' ? <span className="ticket-list__live">{seatsLeftText(state.seatsLeft)}</span> : null}
      {showing.ticketUrl ? (
        <AppLink href={showing.ticketUrl} newTab className="button" data={{ 'data-buy-ticket': '', ...showing.item }}>
          Kjøp billett
          <span className="visually-hidden">
            {' '}
            {showing.day} {showing.time}
          </span>
        </AppLink>
      ) : null}
    </>
  );
}
