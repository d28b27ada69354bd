import { itemAttributes, productionItem } from '@/lib/analytics';
import { formatAgeRating, formatCalendarDate, formatDuration } from '@/lib/format';
import type { ProductionCard as ProductionCardData } from '@/lib/route-data';
import { showingRow } from '@/lib/tickets';

import { AppLink } from '../AppLink';
import { Heading, type HeadingLevel } from '../Heading';
import { CardImage } from './CardImage';
import { CardShowtimes } from './CardShowtimes';

interface ProductionCardProps {
  card: ProductionCardData;
  headingLevel: HeadingLevel;
  /** `summary`: a picture and the production's summary (card lists); `showings`: poster, facts, showtimes (the programme) */
  variant: 'summary' | 'showings';
  /** It is in a row that scrolls sideways */
  row?: boolean;
  /** Its picture is the page's first */
  first?: boolean;
}

export function ProductionCard({ card, headingLevel, variant, row = false, first = false }: ProductionCardProps) {
  const facts = [
    card.duration ? formatDuration(card.duration) : null,
    card.ageRating ? formatAgeRating(card.ageRating) : null,
  ].filter(Boolean);
  return (
    <article className={`card card--${variant}`}>
      <CardImage
        image={variant === 'showings' ? (card.poster ?? card.image) : card.image}
        ratio={variant === 'showings' ? 'poster' : 'wide'}
        row={row}
        first={first}
      />
      <div className="card__body">
        <Heading level={headingLevel} className="card__title">
          {card.path ? <AppLink href={card.path}>{card.title}</AppLink> : card.title}
        </Heading>
        {variant === 'summary' ? (
          card.summary ? (
            <p className="card__summary">{card.summary}</p>
          ) : null
        ) : (
          <>
            {facts.length > 0 ? <p className="card__facts">{facts.join(' · ')}</p> : null}
            {/* A film not yet showing says when it opens: its first showings may not be on sale yet. */}
            {card.objectClass === 'movie_coming' && card.premiere ? (
              <p className="card__facts">
                Premiere <time dateTime={card.premiere}>{formatCalendarDate(card.premiere)}</time>
              </p>
            ) : null}
            <CardShowtimes
              showings={card.showings.map(showingRow)}
              title={card.title}
              item={itemAttributes(productionItem(card))}
            />
          </>
        )}
      </div>
    </article>
  );
}
