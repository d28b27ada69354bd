'use client';

import { useId } from 'react';

import { formatAgeRating } from '@/lib/production-facts';
import { paramValue, PARAMS, type Choice, type Facets } from '@/lib/programme/filters';

/** How a programme's cards can be ordered: as the cinema lists them, by their next showing, by title. */
export const SORTS = [
  ['', 'Programmets rekkefølge'],
  ['tid', 'Neste forestilling'],
  ['tittel', 'Tittel (A–Å)'],
] as const;

interface ProgrammeFiltersProps {
  facets: Facets;
  choice: Choice;
  /** Sets the choices named (by their URL names) */
  onChoose: (changes: Partial<Record<keyof Choice, string>>) => void;
  /** Called as the visitor reaches for a filter: the time to fetch what the list has not loaded */
  onReach?: () => void;
  /** Offer the orders of `SORTS` (a list of cards; a day's timetable is in time order) */
  sortable: boolean;
}

/**
 * The filters over a programme, those its productions give options for: genre, age limit, language and subtitles,
 * format, and the order; with «Nullstill» once one is set. Without JavaScript they are hidden (app/globals.css), and
 * the programme shows everything.
 */
export function ProgrammeFilters({ facets, choice, onChoose, onReach, sortable }: ProgrammeFiltersProps) {
  const id = useId();
  const selects: [keyof Choice, string, [string, string][]][] = [
    ['genre', 'Sjanger', facets.genres.map((genre) => [paramValue(genre), genre])],
    [
      'age',
      'Aldersgrense',
      facets.ages.map((age) => [
        age.toLowerCase(),
        age === 'A' ? 'Tillatt for alle' : `Til og med ${formatAgeRating(age)}`,
      ]),
    ],
    ['language', 'Språk og tekst', facets.languages.map((language) => [paramValue(language), language])],
    ['format', 'Format', facets.formats.map((format) => [paramValue(format), format])],
  ];
  const offered = selects.filter(([, , options]) => options.length > 0);
  const set = offered.some(([key]) => choice[key]);
  return (
    <div
      className="programme-filters"
      role="group"
      aria-label="Filtrer programmet"
      onPointerEnter={onReach}
      onFocus={onReach}
    >
      {offered.map(([key, label, options]) => (
        <span key={key} className="programme-filters__field">
          <label htmlFor={`${id}-${PARAMS[key]}`}>{label}</label>
          <select
            id={`${id}-${PARAMS[key]}`}
            value={options.some(([value]) => value === choice[key]) ? choice[key] : ''}
            onChange={(event) => onChoose({ [key]: event.target.value })}
          >
            <option value="">Alle</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </span>
      ))}
      {sortable ? (
        <span className="programme-filters__field">
          <label htmlFor={`${id}-sort`}>Sorter etter</label>
          <select id={`${id}-sort`} value={choice.sort} onChange={(event) => onChoose({ sort: event.target.value })}>
            {SORTS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {set ? (
        <button
          type="button"
          className="programme-filters__reset"
          onClick={() => onChoose({ genre: '', age: '', language: '', format: '' })}
        >
          Nullstill filtrene
        </button>
      ) : null}
    </div>
  );
}
