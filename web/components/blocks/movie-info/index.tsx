import { Heading } from '@/components/Heading';
import { RichText } from '@/components/RichText';
import { formatCalendarDate } from '@/lib/dates';
import { formatAgeRating, formatDuration } from '@/lib/production-facts';

import type { BlockDefinition, BlockProps } from '../types';
import './movie-info.css';

/**
 * A film or culture production: what it is about and its facts, as a description list of what it has. On the
 * production's own page the text is its full first content (sanitised HTML); elsewhere the card's summary.
 */
export function MovieInfoBlock({ block, headingLevel, route }: BlockProps<'movie-info'>) {
  const production = block.data.production;
  if (!production) return null;
  const body = route?.production?.id === production.id ? route.production.contents[0]?.body : undefined;
  const facts: [string, string | null][] = [
    ['Lengde', production.duration ? formatDuration(production.duration) : null],
    ['Aldersgrense', production.ageRating ? formatAgeRating(production.ageRating) : null],
    ['Sjanger', production.genres.join(', ') || null],
    ['Regi', production.director],
    ['Premiere', production.premiere ? formatCalendarDate(production.premiere) : null],
    ['Egenskaper', production.features.join(', ') || null],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (shown.length === 0 && !body && !production.summary) return null;
  const headingId = `${block.id}-heading`;
  return (
    <section className="block-movie-info" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {production.object === 'movie' ? 'Om filmen' : 'Om arrangementet'}
      </Heading>
      {body ? <RichText html={body} /> : production.summary ? <p>{production.summary}</p> : null}
      {shown.length > 0 ? (
        <dl className="facts">
          {shown.map(([term, value]) => (
            <div key={term} className="facts__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

export const definition: BlockDefinition<'movie-info'> = {
  component: MovieInfoBlock,
  empty: { production: null },
  titled: false,
};
