import { formatDay, formatTime } from '@/lib/dates';
import type { Event } from '@/lib/route-data';

import { AppLink } from '../AppLink';
import { Heading, type HeadingLevel } from '../Heading';

/** One showing in a listing: its production, when, and where. */
export function EventCard({ card, headingLevel }: { card: Event; headingLevel: HeadingLevel }) {
  const { production } = card;
  return (
    <article className="card card--event">
      <div className="card__body">
        <Heading level={headingLevel} className="card__title">
          {production.path ? <AppLink href={production.path}>{production.title}</AppLink> : production.title}
        </Heading>
        <p className="card__facts">
          <time dateTime={card.startTime}>
            {formatDay(card.startTime)} {formatTime(card.startTime)}
          </time>
          {card.auditorium ? `, ${card.auditorium}` : null}
          {card.soldOut ? ' (utsolgt)' : null}
        </p>
      </div>
    </article>
  );
}
