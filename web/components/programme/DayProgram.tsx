'use client';

import { useId } from 'react';

import { useMinute } from '@/lib/clock';
import { dayName } from '@/lib/programme/days';
import { programCategories, programEntries, type ProgramEntry } from '@/lib/programme/entries';
import { featuresOf, MARKS, paramValue, PARAMS, readChoice } from '@/lib/programme/filters';
import type { LiveEvent } from '@/lib/programme/live-events';
import { fewerThanTwoDays, useDayChoice, useReached, useShowingPages } from '@/lib/programme/showing-list';
import { useLiveEvents } from '@/lib/programme/use-live-events';
import type { Paging } from '@/lib/route-data';
import { useUrlParams, writeParams } from '@/lib/url-params';

import { AgeBadge } from '../AgeBadge';
import { AppLink } from '../AppLink';
import { Heading, type HeadingLevel } from '../Heading';
import { LoadMore } from '../LoadMore';
import { DayPicker } from './DayPicker';
import { Showtime } from './Showtime';

const ALL = '';

interface DayProgramProps {
  /** The listing's first page */
  entries: ProgramEntry[];
  /** The listing's further pages, when it is longer than one: loaded on demand, with «Vis flere» */
  paging?: Paging;
  dayLevel: HeadingLevel;
  /** What each performance shows beside its title */
  detail: 'category' | 'auditorium';
  /**
   * The first page's categories, in Bokmål's order, for a filter by category («Alle kategorier» at first, as the HTML
   * has it); none, no filter. Sorted at build time: a sort in Bokmål's order here, while the page starts, would load
   * the browser's collation data (18 ms of the front page's start, on the machine's full-speed CPU).
   */
  categories?: string[];
  /** One day at a time, the first day with performances left first, with buttons for the next ones (the schedule) */
  oneDay?: boolean;
  emptyText: string;
}

/**
 * Performances by day, each with its time as a ticket link, title linked to its page, category or auditorium and
 * live seats; all days at once, or one at a time.
 */
export function DayProgram({
  entries: firstPage,
  paging,
  dayLevel,
  detail,
  categories: firstCategories,
  oneDay = false,
  emptyText,
}: DayProgramProps) {
  const filter = firstCategories !== undefined;
  const params = useUrlParams();
  const category = filter ? readChoice(params).category : ALL;
  const now = useMinute();
  const selectId = useId();
  const listId = useId();
  // Formatted once per page loaded, not again each time the category changes. One day at a time, the further days
  // come as the visitor reaches for the day buttons, or at once while fewer than two days are left to choose from.
  // A category chosen applies to the whole list: its further pages come as the visitor reaches for the filter.
  const [reached, reach] = useReached();
  const {
    all,
    left: entries,
    loaded,
    pages,
  } = useShowingPages(
    firstPage,
    paging,
    programEntries,
    (left) => (oneDay && (reached || fewerThanTwoDays(left))) || (filter && (reached || category !== ALL)),
  );
  const categories = filter && loaded.length > 0 ? programCategories(entries) : (firstCategories ?? []);
  const shown = category === ALL ? entries : entries.filter((entry) => paramValue(entry.category ?? '') === category);
  const days = new Map<string, { day: string; entries: ProgramEntry[] }>();
  for (const entry of shown) {
    const group = days.get(entry.date.key) ?? { day: entry.date.label, entries: [] };
    group.entries.push(entry);
    days.set(entry.date.key, group);
  }
  const choice = useDayChoice(shown);
  const pickerDays = oneDay ? choice.days : [];
  // Today's last performance has started: the first day left, which the schedule shows, is another day, and says so.
  const firstDay = choice.days[0];
  const next = oneDay && firstDay !== undefined && choice.day === firstDay.key ? dayName(firstDay, now) : 'I dag';
  const todayOver = now !== null && next !== 'I dag';
  const onScreen = oneDay ? (days.get(choice.day)?.entries ?? []) : shown;
  const live = useLiveEvents(onScreen.map((entry) => entry.eventNumber));

  return (
    <>
      {categories.length > 0 ? (
        <div className="culture-program__filter" onPointerEnter={reach} onFocus={reach}>
          <label htmlFor={selectId}>Kategori</label>
          <select
            id={selectId}
            value={categories.some((name) => paramValue(name) === category) ? category : ALL}
            onChange={(event) => writeParams({ [PARAMS.category]: event.target.value })}
          >
            <option value={ALL}>Alle kategorier</option>
            {categories.map((name) => (
              <option key={name} value={paramValue(name)}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {filter ? (
        <p role="status" className="visually-hidden">
          {shown.length === 1 ? 'Viser 1 arrangement' : `Viser ${shown.length} arrangementer`}
        </p>
      ) : null}
      {shown.length === 0 ? <p>{emptyText}</p> : null}
      {/* One day known but more to come: its button still, which the visitor reaches for. */}
      {pickerDays.length > 1 || (oneDay && pages.more) ? (
        <DayPicker
          days={pickerDays}
          chosen={choice.day}
          onChoose={choice.choose}
          now={now}
          controls={listId}
          onReach={reach}
        />
      ) : null}
      <div id={listId}>
        {todayOver ? (
          <p className="schedule__today-over">Ingen flere forestillinger i dag – {next.toLowerCase()}:</p>
        ) : null}
        {[...days.entries()]
          .filter(([key]) => !oneDay || key === choice.day)
          .map(([key, group]) => (
            <ProgramDay key={key} {...group} level={dayLevel} detail={detail} live={live} />
          ))}
        {/* One day at a time, the HTML has every day, the others for a visitor without JavaScript only: where
            scripts run they are no elements at all, which neither the page's start lays out nor React hydrates. */}
        {oneDay && now === null ? (
          <noscript>
            {[...days.entries()]
              .filter(([key]) => key !== choice.day)
              .map(([key, group]) => (
                <ProgramDay key={key} {...group} level={dayLevel} detail={detail} live={live} />
              ))}
          </noscript>
        ) : null}
      </div>
      <LoadMore
        // One day at a time the pages come on their own: only one that failed to come says so, to be tried again.
        paging={
          oneDay && pages.state !== 'failed'
            ? undefined
            : paging && { ...paging, total: paging.total - (all.length - entries.length) }
        }
        shown={entries.length}
        pages={pages}
      />
    </>
  );
}

/** One day's performances under its heading, each its time as a ticket link, its title, age limit, hall and price. */
export function ProgramDay({
  day,
  entries,
  level,
  detail,
  live,
}: {
  day: string;
  entries: ProgramEntry[];
  level: HeadingLevel;
  detail: 'category' | 'auditorium';
  live: readonly LiveEvent[];
}) {
  return (
    <div className="schedule__day">
      <Heading level={level}>{day}</Heading>
      <ul className="schedule__list">
        {entries.map((entry) => (
          <li key={entry.id} className="schedule__item">
            <Showtime showing={entry} live={live} what={entry.title} marks={featuresOf(entry, ...MARKS)} />{' '}
            <span className="schedule__what">
              {entry.path ? <AppLink href={entry.path}>{entry.title}</AppLink> : entry.title}{' '}
              <AgeBadge rating={entry.ageRating} spoken />
              {detail === 'category' && entry.category ? (
                <span className="schedule__category">{entry.category}</span>
              ) : null}
              {entry.auditorium ? <span className="schedule__auditorium">{entry.auditorium}</span> : null}
              {featuresOf(entry, 'price').map((price) => (
                <span key={price} className="schedule__price">
                  {price}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
