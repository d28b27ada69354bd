import { ticketLinkAttributes } from '@/lib/analytics/item';
import { liveEvent, showingAvailability, type LiveEvent } from '@/lib/programme/live-events';
import type { ShowingRow } from '@/lib/programme/showing-rows';

import { AppLink, NEW_TAB } from '../AppLink';
import { SeatLevel } from './SeatLevel';

interface ShowtimeProps {
  showing: ShowingRow;
  /** The live answers of the page: they decide over the build's state both ways */
  live: readonly LiveEvent[];
  /** What the ticket is for, which the link's name says («billett til Dragevokterne») */
  what: string;
  /** The day is shown beside the time; else it is said to screen readers only (a day's heading or button shows it) */
  withDay?: boolean;
  /** What the production's features say of the showing: its language, subtitles, format, audience and access */
  marks?: readonly string[];
  /** The marks are said to screen readers only: the card around says them once for all its showings */
  marksSpoken?: boolean;
}

/**
 * A showtime in a programme: the ticket link of the contract's form, named by its time, day and production, with
 * what the showing is (`marks`: «Norsk tale», «3D») and, once the live answer says, how full it is (`SeatLevel`);
 * «Utsolgt» and no link once sold out.
 */
export function Showtime({ showing, live, what, withDay = false, marks = [], marksSpoken = false }: ShowtimeProps) {
  const state = showingAvailability(showing.soldOut, liveEvent(live, showing.eventNumber));
  const when = (
    <time dateTime={showing.startTime} className="showtime__when">
      {withDay ? <span className="showtime__day">{showing.date.label} </span> : null}
      {showing.time}
    </time>
  );
  const marked =
    marks.length > 0 ? (
      <>
        {' '}
        <span className={marksSpoken ? 'visually-hidden' : 'showtime__marks'}>
          {marks.flatMap((mark, index) => [
            index > 0 ? ' ' : null,
            <span key={mark} className="showtime__mark">
              {mark}
            </span>,
          ])}
        </span>
      </>
    ) : null;
  // What only a screen reader hears, as one text: the day, unless shown, and what the ticket is for. A space before
  // it stays outside, where every way of naming a link hears it.
  const gap = withDay ? null : ' ';
  const spoken = withDay ? `, billett til ${what}` : `${showing.date.label}, billett til ${what}`;
  if (state.kind === 'sold-out' || !showing.ticketUrl) {
    return (
      <span className={state.kind === 'sold-out' ? 'showtime showtime--sold-out' : 'showtime'}>
        {when}
        {marked}
        {gap}
        {withDay ? null : <span className="visually-hidden">{showing.date.label}</span>}
        {state.kind === 'sold-out' ? (
          <>
            {' '}
            <span className="showtime__state">Utsolgt</span>
          </>
        ) : null}
      </span>
    );
  }
  return (
    <AppLink
      href={showing.ticketUrl}
      newTab
      saysNewTab={false}
      className="showtime"
      data={ticketLinkAttributes(showing.item)}
    >
      {when}
      {marked}
      {gap}
      {state.kind === 'few' || (state.kind === 'available' && state.level) ? (
        <>
          <span className="visually-hidden">{spoken}</span> <SeatLevel state={state} className="showtime__state" />{' '}
          <span className="visually-hidden">{NEW_TAB}</span>
        </>
      ) : (
        <span className="visually-hidden">{`${spoken} ${NEW_TAB}`}</span>
      )}
    </AppLink>
  );
}
