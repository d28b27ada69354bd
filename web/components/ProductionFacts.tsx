import { formatCalendarDate } from '@/lib/dates';
import { formatAgeRating, formatDuration } from '@/lib/production-facts';
import type { Production } from '@/lib/route-data';

import { AgeBadge } from './AgeBadge';

interface ProductionFactsProps {
  production: Pick<Production, 'duration' | 'ageRating' | 'genres' | 'objectClass' | 'premiere'>;
  /** Name its genres too (a production's own page), not only its length and age limit (a card) */
  genres?: boolean;
  className: string;
}

/**
 * A production's facts in a line, those it has: «1 t 34 min · Tillatt for alle · Familie, Drama», after its age
 * badge (for the eye: the line says the limit); and a film not yet showing its premiere, since its first showings may
 * not be on sale yet.
 */
export function ProductionFacts({ production, genres = false, className }: ProductionFactsProps) {
  const facts = [
    production.duration ? formatDuration(production.duration) : null,
    production.ageRating ? formatAgeRating(production.ageRating) : null,
    genres ? production.genres.join(', ') || null : null,
  ].filter(Boolean);
  return (
    <>
      {facts.length > 0 ? (
        <p className={className}>
          {production.ageRating ? (
            <>
              <AgeBadge rating={production.ageRating} />{' '}
            </>
          ) : null}
          <span>{facts.join(' · ')}</span>
        </p>
      ) : null}
      {production.objectClass === 'movie_coming' && production.premiere ? (
        <p className={className}>
          Premiere <time dateTime={production.premiere}>{formatCalendarDate(production.premiere)}</time>
        </p>
      ) : null}
    </>
  );
}
