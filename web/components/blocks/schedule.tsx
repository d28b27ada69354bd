import { isEventCard } from '@/lib/cards';
import { formatDay, formatTime, osloDayKey } from '@/lib/format';
import type { Event } from '@/lib/route-data';

import { AppLink } from '../AppLink';
import { Heading, subLevel } from '../Heading';
import type { BlockProps } from './types';

/** Events by their day in Oslo, in the order given (the pipeline sorts them by start time). */
function groupByDay(events: readonly Event[]): { key: string; day: string; events: Event[] }[] {
  const days = new Map<string, { key: string; day: string; events: Event[] }>();
  for (const event of events) {
    const key = osloDayKey(event.startTime);
    const group = days.get(key) ?? { key, day: formatDay(event.startTime), events: [] };
    group.events.push(event);
    days.set(key, group);
  }
  return [...days.values()];
}

/** The schedule: per day, each showing's time, production linked to its page, auditorium and «Utsolgt». */
export function ScheduleBlock({ block, headingLevel }: BlockProps) {
  const events: Event[] = (block.data.items ?? []).filter(isEventCard);
  const title = block.data.title;
  const headingId = `${block.id}-heading`;
  const dayLevel = title ? subLevel(headingLevel) : headingLevel;
  return (
    <section className="block-schedule" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
      ) : null}
      {events.length === 0 ? (
        <p>Ingen forestillinger i programmet akkurat nå.</p>
      ) : (
        groupByDay(events).map(({ key, day, events: ofDay }) => (
          <div key={key} className="schedule__day">
            <Heading level={dayLevel}>{day}</Heading>
            <ul className="schedule__list">
              {ofDay.map((event) => (
                <li key={event.id} className="schedule__item">
                  <time dateTime={event.startTime} className="schedule__time">
                    {formatTime(event.startTime)}
                  </time>{' '}
                  {event.production.path ? (
                    <AppLink href={event.production.path}>{event.production.title}</AppLink>
                  ) : (
                    event.production.title
                  )}
                  {event.auditorium ? <span className="schedule__auditorium">{event.auditorium}</span> : null}
                  {event.soldOut ? <span className="schedule__sold-out">Utsolgt</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
