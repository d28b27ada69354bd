/** A programme by day: the performances a culture programme or a schedule lists, as the browser shows them. */
import { productionAttributes } from '../analytics/item';
import type { ArticleCard, Event, ProductionCard, Showing } from '../route-data';
import type { Filterable } from './filters';
import { showingRow, eventRow, type ShowingRow } from './showing-rows';

/** One performance as a programme shows it: only these fields reach the browser. */
export type ProgramEntry = ShowingRow &
  Filterable & {
    id: string;
    title: string;
    path: string | null;
    category: string | null;
  };

function entry(
  row: ShowingRow,
  showing: Showing,
  production: Pick<ProductionCard, 'title' | 'path' | 'category'> & Filterable,
): ProgramEntry {
  const { title, path, category, genres, ageRating, features } = production;
  return { ...row, id: showing.id, title, path, category, genres, ageRating, features };
}

/**
 * The performances of a listing, by start time: its event cards as they are, and the showings of its production
 * cards (the pipeline gives a culture programme events, but a listing may hold either).
 */
export function programEntries(items: readonly (Event | ProductionCard | ArticleCard)[]): ProgramEntry[] {
  const entries = items.flatMap((item) =>
    item.type === 'event'
      ? [entry(eventRow(item, true), item, item.production)]
      : item.type === 'production'
        ? item.showings.map((showing) =>
            entry({ ...showingRow(showing), item: productionAttributes(item) }, showing, item),
          )
        : [],
  );
  return entries.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** The categories of a programme's performances, each once, in Bokmål's alphabetical order (… x, y, z, æ, ø, å). */
export function programCategories(entries: readonly ProgramEntry[]): string[] {
  const categories = new Set(entries.map((entry) => entry.category).filter((name): name is string => !!name));
  return [...categories].sort((a, b) => a.localeCompare(b, 'nb'));
}
