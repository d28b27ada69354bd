import { isProductionCard } from '@/lib/cards';
import { formatAgeRating, formatCalendarDate, formatDuration } from '@/lib/format';

import { Heading } from '../Heading';
import type { BlockProps } from './types';

/** The facts of a film or culture production, as a description list of what it has. */
export function MovieInfoBlock({ block, headingLevel }: BlockProps) {
  const production = block.data.production;
  if (!isProductionCard(production)) return null;
  const facts: [string, string | null][] = [
    ['Lengde', production.duration ? formatDuration(production.duration) : null],
    ['Aldersgrense', production.ageRating ? formatAgeRating(production.ageRating) : null],
    ['Sjanger', production.genres.join(', ') || null],
    ['Regi', production.director],
    ['Premiere', production.premiere ? formatCalendarDate(production.premiere) : null],
    ['Egenskaper', production.features.join(', ') || null],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (shown.length === 0) return null;
  const headingId = `${block.id}-heading`;
  return (
    <section className="block-movie-info" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {production.object === 'movie' ? 'Om filmen' : 'Om arrangementet'}
      </Heading>
      <dl className="facts">
        {shown.map(([term, value]) => (
          <div key={term} className="facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
