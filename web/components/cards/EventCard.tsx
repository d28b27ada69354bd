import { formatDay, formatTime } from '@/lib/dates';
import type { TitleText } from '@/lib/hyphenate';
import type { Event } from '@/lib/route-data';

import { AppLink } from '../AppLink';
import { Heading, type HeadingLevel } from '../Heading';

/** One showing in a listing: its production, when, and where. */
export function EventCard({
  card,
  headingLevel,
  titleText,
}: {
  card: Event;
  headingLevel: HeadingLevel;
  titleText: TitleText;
}) {
  const { production } = card;
  return (
    <article className="card card--event">
      <div className="card__body">
        <Heading level={headingLevel} className="card__title">
          {production.path ? (
            <AppLink href={production.path}>{titleText(production.title)}</AppLink>
          ) : (
            titleText(production.title)
          )}
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
