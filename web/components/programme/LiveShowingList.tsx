'use client';

import { useCallback, useId } from 'react';

import { ticketLinkAttributes, type ItemAttributes } from '@/lib/analytics/item';
import { isEventCard } from '@/lib/cards';
import { useMinute } from '@/lib/clock';
import type { CalendarShowing } from '@/lib/programme/calendar';
import { liveEvent, showingAvailability, type LiveEvent } from '@/lib/programme/live-events';
import { fewerThanTwoDays, useDayChoice, useReached, useShowingPages } from '@/lib/programme/showing-list';
import { eventRow, type ShowingRow } from '@/lib/programme/showing-rows';
import { useLiveEvents } from '@/lib/programme/use-live-events';
import type { Chunk, Paging } from '@/lib/route-data';

import { AppLink } from '../AppLink';
import { AddToCalendar } from './AddToCalendar';
import { SeatLevel } from './SeatLevel';
import { LoadMore } from '../LoadMore';
import { DayPicker } from './DayPicker';

interface LiveShowingListProps {
  /** The list's first page */
  showings: ShowingRow[];
  /** The list's further pages, when it is longer than one: fetched once the page runs */
  paging?: Paging;
  /** What analytics reads from every ticket link of a list of one production's showings */
  item?: ItemAttributes;
  /** A list of one production's showings: what each showing's calendar event says of it, and its slug */
  calendar?: ShowingCalendar;
}

/** What a list of one production's showings puts in each showing's calendar event beside the showing's own. */
export type ShowingCalendar = Pick<CalendarShowing, 'title' | 'duration' | 'place' | 'host' | 'url'> & { slug: string };

/**
 * A production's showings by day, one day at a time under day buttons (the first day with showings left first), each
 * with its ticket link, and their live state asked in one call once the page runs in a browser. Without JavaScript
 * every day shows. A client component of plain rows rather than a server-rendered list around one client component
 * per link: the rows are all the page's data carries, a fifth of the elements' (a film page's two dozen showings
 * were 22 kB of its data, 4 kB now), which every export writes and renders several times per page.
 */
export function LiveShowingList({ showings: firstPage, paging, item, calendar }: LiveShowingListProps) {
  // Formatted once per page loaded, not again each time the live seats change.
  const toRows = useCallback(
    (items: Chunk['items']) => items.filter(isEventCard).map((event) => eventRow(event, !item)),
    [item],
  );
  // The further days come as the visitor reaches for the day buttons, or at once while fewer than two are left.
  const [reached, reach] = useReached();
  const { left: showings, pages } = useShowingPages(
    firstPage,
    paging,
    toRows,
    (left) => reached || fewerThanTwoDays(left),
  );
  const { days, day, choose } = useDayChoice(showings);
  const now = useMinute();
  const shown = showings.filter((showing) => showing.date.key === day);
  const items = useLiveEvents(shown.map((showing) => showing.eventNumber));
  const listId = useId();

  if (showings.length === 0 && !pages.more) return <p>Ingen flere forestillinger.</p>;
  return (
    <>
      {/* One day known but more to come: its button still, which the visitor reaches for. */}
      {days.length > 1 || pages.more ? (
        <DayPicker days={days} chosen={day} onChoose={choose} now={now} controls={listId} onReach={reach} />
      ) : null}
      <div id={listId} {...item}>
        {shown.length > 0 ? (
          <ShowingDay label={shown[0]!.date.label} showings={shown} live={items} calendar={calendar} />
        ) : null}
        {/* The HTML has every day, the others for a visitor without JavaScript only: where scripts run they are no
            elements at all, which neither the page's start lays out nor React hydrates. */}
        {now === null ? (
          <noscript>
            {days
              .filter((known) => known.key !== day)
              .map((known) => (
                <ShowingDay
                  key={known.key}
                  label={known.label}
                  showings={showings.filter((showing) => showing.date.key === known.key)}
                  live={items}
                />
              ))}
          </noscript>
        ) : null}
      </div>
      {/* A page that failed to come says so, with a button to try again. */}
      {pages.state === 'failed' ? <LoadMore paging={paging} shown={showings.length} pages={pages} /> : null}
    </>
  );
}

/** One day's showings, named by the day; each with «Legg i kalender» where the list knows its production. */
function ShowingDay({
  label,
  showings,
  live,
  calendar,
}: {
  label: string;
  showings: readonly ShowingRow[];
  live: readonly LiveEvent[];
  calendar?: ShowingCalendar;
}) {
  return (
    <ul aria-label={label} className="ticket-list">
      {showings.map((showing) => (
        <li key={showing.eventNumber} className="ticket-list__item">
          <time dateTime={showing.startTime} className="ticket-list__when">
            <span className="ticket-list__day">{showing.date.label}</span>{' '}
            <span className="ticket-list__time">{showing.time}</span>
          </time>
          {showing.auditorium ? <span className="ticket-list__auditorium">{showing.auditorium}</span> : null}
          <TicketAction showing={showing} live={live} />
          {calendar ? (
            <AddToCalendar
              showing={{ ...calendar, ...showing, id: String(showing.eventNumber) }}
              slug={calendar.slug}
              when={`${showing.date.label} ${showing.time}`}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A showing's ticket link as the live state has it, which decides over the build's both ways: «Utsolgt» in its place
 * once the showing sold out, the link again when seats came back, and how many are left when they are few («4
 * billetter igjen»); the static state alone until the call answers, or without it.
 */
function TicketAction({ showing, live }: { showing: ShowingRow; live: readonly LiveEvent[] }) {
  const state = showingAvailability(showing.soldOut, liveEvent(live, showing.eventNumber));
  if (state.kind === 'sold-out') {
    return <span className="ticket-list__sold-out">Utsolgt</span>;
  }
  return (
    <>
      <SeatLevel state={state} className="ticket-list__live" />
      {showing.ticketUrl ? (
        <AppLink href={showing.ticketUrl} newTab className="button" data={ticketLinkAttributes(showing.item)}>
          Kjøp billett
          <span className="visually-hidden">
            {' '}
            {showing.date.label} {showing.time}
          </span>
        </AppLink>
      ) : null}
    </>
  );
}
