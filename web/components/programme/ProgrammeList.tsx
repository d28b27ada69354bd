'use client';

import { useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';

import { CHUNKS_URL, useChunkPages, useFetchWhile } from '@/lib/chunks';
import { useMinute, useNotStarted } from '@/lib/clock';
import { dayName, type ProgramDay as Day } from '@/lib/programme/days';
import { programEntries } from '@/lib/programme/entries';
import {
  facets as facetsOf,
  keeps,
  narrowed,
  PARAMS,
  programmeFacts,
  readChoice,
  type Choice,
  type Facets,
  type ProgrammeFacts,
} from '@/lib/programme/filters';
import { useLiveEvents } from '@/lib/programme/use-live-events';
import type { DayShowings, Paging } from '@/lib/route-data';
import { useUrlParams, writeParams } from '@/lib/url-params';

import { AnyCard, type CardData } from '../cards/AnyCard';
import type { HeadingLevel } from '../Heading';
import { LoadMore } from '../LoadMore';
import { DayPicker } from './DayPicker';
import { ProgramDay } from './DayProgram';
import { ProgrammeFilters } from './ProgrammeFilters';

const DAY = 86_400_000;

/** A card of the programme: rendered on the server (`node`), with what the browser filters and orders it by. */
export interface ProgrammeItem {
  id: string;
  facts: ProgrammeFacts;
  node: ReactNode;
}

interface ProgrammeListProps {
  /** The first page's cards */
  items: ProgrammeItem[];
  /** The listing's further pages */
  paging?: Paging;
  /** Every day the productions play on, the first ones with when their last showing starts */
  days: Day[];
  /** The file of each day's showings (the block's `days`) */
  dayFiles: Readonly<Record<string, string>>;
  /** The options of the filters, from the first page (the further pages add theirs as they come) */
  facets: Facets;
  headingLevel: HeadingLevel;
  variant: 'summary' | 'showings';
}

/** Cards in the order chosen: the programme's, by the next showing at `now` (none last), or by title. */
function ordered(items: ProgrammeItem[], sort: string, now: number | null): ProgrammeItem[] {
  if (sort === 'tittel') return [...items].sort((a, b) => a.facts.title.localeCompare(b.facts.title, 'nb'));
  if (sort !== 'tid') return items;
  const next = (item: ProgrammeItem) =>
    item.facts.starts.map(Date.parse).find((start) => now === null || start > now) ?? Infinity;
  return [...items].sort((a, b) => next(a) - next(b));
}

/**
 * A programme of production cards under its day buttons and filters, the choices in the page's URL. With no day
 * chosen, the cards that pass the filters, each with its next showings; with a day, that day's timetable in time
 * order, fetched from its file, any day the programme plays on. A filter applies to the whole list: its further pages
 * are fetched as the visitor reaches for the filters, and shown with the first. The HTML has every card and no day.
 */
export function ProgrammeList({ items, paging, days, dayFiles, facets, headingLevel, variant }: ProgrammeListProps) {
  const params = useUrlParams();
  const choice = readChoice(params);
  const now = useMinute();
  const [reached, setReached] = useState(false);
  const pages = useChunkPages<CardData>(paging?.chunks ?? []);
  useFetchWhile(pages, reached || narrowed(choice) || choice.sort !== '');
  // A day goes once its last showing has started («I dag» in the evening), and with it the days before today.
  const lasts = days.flatMap((day) => (day.lastStart ? [{ key: day.key, startTime: day.lastStart }] : []));
  const open = new Set(useNotStarted(lasts).map((day) => day.key));
  const offered = days.filter((day) =>
    day.lastStart ? open.has(day.key) : now === null || Date.parse(day.start) + DAY > now,
  );
  const day = offered.find((known) => known.key === choice.day && dayFiles[known.key]);
  const choose = (changes: Partial<Record<keyof Choice, string>>) =>
    writeParams(
      Object.fromEntries(Object.entries(changes).map(([key, value]) => [PARAMS[key as keyof Choice], value])),
    );

  // Built once per page of cards fetched, not again each minute or choice.
  const all = useMemo(
    () => [
      ...items,
      ...pages.items.map((card) => ({
        id: card.id,
        facts: programmeFacts(card),
        node: <AnyCard card={card} headingLevel={headingLevel} variant={variant} />,
      })),
    ],
    [items, pages.items, headingLevel, variant],
  );
  const allFacets = useMemo(
    () => (pages.items.length > 0 ? facetsOf(all.map((item) => item.facts)) : facets),
    [all, pages.items.length, facets],
  );
  const kept = ordered(
    all.filter((item) => keeps(item.facts, choice)),
    choice.sort,
    now,
  );
  const filtered = narrowed(choice);

  return (
    <>
      {offered.length > 1 ? (
        <DayPicker days={offered} chosen={day?.key ?? ''} onChoose={(key) => choose({ day: key })} now={now} all />
      ) : null}
      <ProgrammeFilters
        facets={allFacets}
        choice={choice}
        onChoose={choose}
        onReach={() => setReached(true)}
        sortable={!day}
      />
      {day ? (
        <DayTimetable file={dayFiles[day.key]!} name={dayName(day, now)} choice={choice} level={headingLevel} />
      ) : (
        <>
          <p role="status" className="visually-hidden">
            {filtered ? `Viser ${kept.length} av ${paging?.total ?? all.length}` : ''}
          </p>
          {kept.length === 0 ? (
            <p className="programme__none">Ingen forestillinger passer til valgene dine.</p>
          ) : (
            <ul className="card-grid">
              {kept.map((item) => (
                <li key={item.id}>{item.node}</li>
              ))}
            </ul>
          )}
          {/* Filtered, the whole list is there: no «Vis flere». */}
          {filtered || choice.sort ? null : <LoadMore paging={paging} shown={all.length} pages={pages} />}
        </>
      )}
    </>
  );
}

async function fetchDay(url: string): Promise<DayShowings> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as DayShowings;
}

/** One day of the programme in time order: the showings left of the productions the filters keep. */
function DayTimetable({
  file,
  name,
  choice,
  level,
}: {
  file: string;
  name: string;
  choice: Choice;
  level: HeadingLevel;
}) {
  const { data, error, isLoading, mutate } = useSWR(`${CHUNKS_URL}${file}`, fetchDay, {
    revalidateOnFocus: false,
    keepPreviousData: false,
  });
  const entries = useNotStarted(programEntries(data?.items ?? []).filter((entry) => keeps(entry, choice)));
  const live = useLiveEvents(entries.map((entry) => entry.eventNumber));
  if (error && !data) {
    return (
      <p role="status" className="programme__none">
        Kunne ikke hente programmet for {name.toLowerCase()}.{' '}
        <button type="button" className="button" onClick={() => void mutate()}>
          Prøv igjen
        </button>
      </p>
    );
  }
  if (isLoading || !data) return <p role="status">Henter programmet …</p>;
  return (
    <>
      <p role="status" className="visually-hidden">
        {entries.length === 1 ? '1 forestilling' : `${entries.length} forestillinger`}
      </p>
      {entries.length === 0 ? (
        <p className="programme__none">Ingen forestillinger passer til valgene dine denne dagen.</p>
      ) : (
        <ProgramDay day={name} entries={entries} level={level} detail="auditorium" live={live} />
      )}
    </>
  );
}
