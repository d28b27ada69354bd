/** What a ticket list shows of a showing: its fields, its day and time in Bokmål, and what analytics reads. */
import { itemAttributes, productionItem } from './analytics';
import { formatDay, formatTime } from './format';
import type { Event, Showing } from './route-data';

/** What analytics reads from a ticket link or the list around it (`data-item-*`). */
export type DataAttributes = Record<`data-${string}`, string>;

/** A showing as the list shows it: the route data's fields it needs, its day and time already in Bokmål. */
export type TicketRow = Pick<Showing, 'eventNumber' | 'startTime' | 'auditorium' | 'soldOut' | 'ticketUrl'> & {
  day: string;
  time: string;
  /** What analytics reads from the ticket link, when the list's showings are not all of one production */
  item?: DataAttributes;
};

/** The row of an event; `ownItem` when the list does not name the production once for all its rows. */
export function ticketRow(event: Event, ownItem: boolean): TicketRow {
  return {
    eventNumber: event.eventNumber,
    startTime: event.startTime,
    day: formatDay(event.startTime),
    time: formatTime(event.startTime),
    auditorium: event.auditorium,
    soldOut: event.soldOut,
    ticketUrl: event.ticketUrl,
    ...(ownItem ? { item: itemAttributes(productionItem(event.production)) } : {}),
  };
}
