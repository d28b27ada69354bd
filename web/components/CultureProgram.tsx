'use client';

import { useId, useState } from 'react';

import { AppLink } from './AppLink';
import { Heading, type HeadingLevel } from './Heading';

/** One performance as the culture programme shows it: only these fields reach the browser. */
export interface ProgramEntry {
  id: string;
  /** `2026-11-27`, the day in Oslo, and its label `fre. 27. nov.` */
  dayKey: string;
  day: string;
  startTime: string;
  time: string;
  title: string;
  path: string | null;
  category: string | null;
  soldOut: boolean;
}

const ALL = '';

/** The culture programme by day, with a filter by category («Alle kategorier» at first, as the HTML has it). */
export function CultureProgram({ entries, dayLevel }: { entries: ProgramEntry[]; dayLevel: HeadingLevel }) {
  const [category, setCategory] = useState(ALL);
  const selectId = useId();
  const categories = [...new Set(entries.map((entry) => entry.category).filter((c): c is string => !!c))].sort((a, b) =>
    a.localeCompare(b, 'nb'),
  );
  const shown = category === ALL ? entries : entries.filter((entry) => entry.category === category);
  const days = new Map<string, { day: string; entries: ProgramEntry[] }>();
  for (const entry of shown) {
    const group = days.get(entry.dayKey) ?? { day: entry.day, entries: [] };
    group.entries.push(entry);
    days.set(entry.dayKey, group);
  }

  return (
    <>
      {categories.length > 0 ? (
        <div className="culture-program__filter">
          <label htmlFor={selectId}>Kategori</label>
          <select id={selectId} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value={ALL}>Alle kategorier</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p role="status" className="visually-hidden">
        {shown.length === 1 ? 'Viser 1 arrangement' : `Viser ${shown.length} arrangementer`}
      </p>
      {shown.length === 0 ? <p>Ingen arrangementer i programmet akkurat nå.</p> : null}
      {[...days.entries()].map(([key, { day, entries: ofDay }]) => (
        <div key={key} className="schedule__day">
          <Heading level={dayLevel}>{day}</Heading>
          <ul className="schedule__list">
            {ofDay.map((entry) => (
              <li key={entry.id} className="schedule__item">
                <time dateTime={entry.startTime} className="schedule__time">
                  {entry.time}
                </time>{' '}
                {entry.path ? <AppLink href={entry.path}>{entry.title}</AppLink> : entry.title}
                {entry.category ? <span className="schedule__category">{entry.category}</span> : null}
                {entry.soldOut ? <span className="schedule__sold-out">Utsolgt</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
