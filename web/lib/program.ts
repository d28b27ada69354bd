/** A programme by day: the performances a culture programme or a schedule lists, as the browser shows them. */
import { formatDay, formatTime, osloDayKey } from './format';
import type { ArticleCard, Event, ProductionCard } from './route-data';

/** One performance as a programme shows it: only these fields reach the browser. */
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
  auditorium: string | null;
  soldOut: boolean;
}

function entry(
  showing: { id: string; startTime: string; auditorium: string | null; soldOut: boolean },
  production: { title: string; path: string | null; category: string | null },
): ProgramEntry {
  return {
    id: showing.id,
    dayKey: osloDayKey(showing.startTime),
    day: formatDay(showing.startTime),
    startTime: showing.startTime,
    time: formatTime(showing.startTime),
    title: production.title,
    path: production.path,
    category: production.category,
    auditorium: showing.auditorium,
    soldOut: showing.soldOut,
  };
}

/**
 * The performances of a listing, by start time: its event cards as they are, and the next showings of its
 * production cards (the pipeline gives a culture programme events, but a listing may hold either).
 */
export function programEntries(items: readonly (Event | ProductionCard | ArticleCard)[]): ProgramEntry[] {
  const entries = items.flatMap((item) =>
    item.type === 'event'
      ? [entry(item, item.production)]
      : item.type === 'production'
        ? item.nextShowings.map((showing) => entry(showing, item))
        : [],
  );
  return entries.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** The categories of a programme's performances, each once, in Bokmål's alphabetical order (… x, y, z, æ, ø, å). */
export function programCategories(entries: readonly ProgramEntry[]): string[] {
  const categories = new Set(entries.map((entry) => entry.category).filter((name): name is string => !!name));
  return [...categories].sort((a, b) => a.localeCompare(b, 'nb'));
}
