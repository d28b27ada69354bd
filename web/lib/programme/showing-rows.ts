/** A showing as lists of showings show it: its fields, its day and time in Bokmål, and what analytics reads. */
import { productionAttributes, type ItemAttributes } from '../analytics/item';
import { formatTime } from '../dates';
import type { Event, Showing } from '../route-data';
import { programDay, type ProgramDay } from './days';

/** A showing as the list shows it: the route data's fields it needs, its day and time already in Bokmål. */
export type ShowingRow = Pick<Showing, 'eventNumber' | 'startTime' | 'auditorium' | 'soldOut' | 'ticketUrl'> & {
  /** Its day in Oslo: `2026-11-27`, labelled `fre. 27. nov.`, as a day picker names it */
  date: ProgramDay;
  time: string;
  /** What analytics reads from the ticket link, when the list's showings are not all of one production */
  item?: ItemAttributes;
};

/** The row of a showing of the production the list is of. */
export function showingRow(showing: Showing): ShowingRow {
  const date = programDay(showing.startTime);
  return {
    eventNumber: showing.eventNumber,
    startTime: showing.startTime,
    date,
    time: formatTime(showing.startTime),
    auditorium: showing.auditorium,
    soldOut: showing.soldOut,
    ticketUrl: showing.ticketUrl,
  };
}

/** The row of an event; `ownItem` when the list does not name the production once for all its rows. */
export function eventRow(event: Event, ownItem: boolean): ShowingRow {
  return {
    ...showingRow(event),
    ...(ownItem ? { item: productionAttributes(event.production) } : {}),
  };
}

/** The Oslo day of each row, once each, in the rows' order. */
export function rowDays(rows: readonly ShowingRow[]): ProgramDay[] {
  const days = new Map<string, ProgramDay>();
  for (const row of rows) days.set(row.date.key, row.date);
  return [...days.values()];
}
