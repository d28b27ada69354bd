import { itemAttributes, productionItem } from '@/lib/analytics';
import { isEventCard } from '@/lib/cards';
import { formatDay, formatTime } from '@/lib/format';

import { AppLink } from '../AppLink';
import { Heading } from '../Heading';
import { LiveSeats, LiveTicketAction } from '../LiveSeats';
import type { BlockProps } from './types';

/** A production's showings: day, time and auditorium, and a ticket link unless sold out (live, where the site has the public events call). */
export function TicketListBlock({ block, headingLevel }: BlockProps) {
  const events = (block.data.items ?? []).filter(isEventCard);
  const headingId = `${block.id}-heading`;
  // What analytics names a ticket by: said once on the list when all its showings are of one production (a film's
  // or a show's page, where two dozen links would otherwise repeat it), else on each link.
  const productions = new Set(events.map((event) => event.production.id));
  const listItem = productions.size === 1 ? itemAttributes(productionItem(events[0]!.production)) : undefined;
  return (
    <section className="block-ticket-list" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        Billetter
      </Heading>
      {events.length === 0 ? (
        <p>Ingen planlagte forestillinger.</p>
      ) : (
        <LiveSeats eventNumbers={events.map((event) => event.eventNumber)}>
          <ul className="ticket-list" {...listItem}>
            {events.map((event) => {
              const day = formatDay(event.startTime);
              const time = formatTime(event.startTime);
              return (
                <li key={event.id} className="ticket-list__item">
                  <time dateTime={event.startTime} className="ticket-list__when">
                    <span className="ticket-list__day">{day}</span> <span className="ticket-list__time">{time}</span>
                  </time>
                  {event.auditorium ? <span className="ticket-list__auditorium">{event.auditorium}</span> : null}
                  {event.soldOut ? (
                    <span className="ticket-list__sold-out">Utsolgt</span>
                  ) : (
                    <LiveTicketAction eventNumber={event.eventNumber}>
                      {event.ticketUrl ? (
                        <AppLink
                          href={event.ticketUrl}
                          newTab
                          className="button"
                          data={{
                            'data-buy-ticket': '',
                            ...(listItem ? {} : itemAttributes(productionItem(event.production))),
                          }}
                        >
                          Kjøp billett
                          <span className="visually-hidden">
                            {' '}
                            {day} {time}
                          </span>
                        </AppLink>
                      ) : null}
                    </LiveTicketAction>
                  )}
                </li>
              );
            })}
          </ul>
        </LiveSeats>
      )}
    </section>
  );
}
