/** The site search: Norwegian folding, the MiniSearch index of the route data's search index, and its hits. */
import MiniSearch, { type SearchOptions } from 'minisearch';

import type { SearchEntry } from '../route-data';

/**
 * Lower case without diacritics, with the Norwegian letters as they are written without them: «Flåklypa»,
 * «Flaaklypa» and «Flaklypa» are all `flaklypa`, «Bølger» is `bolger`, «Lærer» is `laerer`. Index and query
 * are folded alike, so either spelling finds the other.
 */
export function fold(text: string): string {
  const folded = text.toLowerCase().replace(/[æøå]/g, (letter) => NORWEGIAN[letter] ?? letter);
  // Only a character outside ASCII can carry a diacritic: plain words skip the Unicode work.
  const plain = /[^\x00-\x7f]/.test(folded) ? folded.normalize('NFD').replace(/\p{M}/gu, '') : folded;
  return plain.replace(/aa/g, 'a');
}

const NORWEGIAN: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a' };

/** The words of a text: runs of letters and digits (so `Fjordby-jazz` is two words, `2026` one). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** Typos are forgiven in words of five letters or more, one per five: «konsrt» finds «konsert». */
const FUZZY_FROM = 5;
/** A word's start finds the word («kjøp» finds «kjøper») from two letters: one letter would find nearly all. */
const PREFIX_FROM = 2;

export const SEARCH_OPTIONS: SearchOptions = {
  prefix: (term) => term.length >= PREFIX_FROM,
  fuzzy: (term) => (term.length >= FUZZY_FROM ? 0.2 : false),
  boost: { t: 3, c: 1.5 },
  combineWith: 'AND',
};

type SearchIndex = MiniSearch<SearchEntry>;

/**
 * Entries indexed per slice of the main thread: a large site's index (thousands of entries) built in one go would be a
 * long task that holds up the page; slices of this many stay well under 50 ms on a slow phone.
 */
const ENTRIES_PER_SLICE = 250;

/** The index of the entries: title, summary and (for productions) category or genres, folded; ids are the paths. */
async function buildIndex(entries: SearchEntry[]): Promise<SearchIndex> {
  const index = new MiniSearch<SearchEntry>({
    idField: 'u',
    fields: ['t', 's', 'c'],
    // An article's category is always `article`: searching for it would find every article.
    extractField: (entry, field) => (field === 'c' && entry.k === 'article' ? '' : entry[field as keyof SearchEntry]),
    tokenize,
    processTerm: memoised((term) => fold(term) || null),
    searchOptions: SEARCH_OPTIONS,
  });
  await index.addAllAsync(entries, { chunkSize: ENTRIES_PER_SLICE });
  return index;
}

/** Words repeat: folding each distinct word once saves about a third of the time indexing takes. */
function memoised(process: (term: string) => string | null): (term: string) => string | null {
  const known = new Map<string, string | null>();
  return (term) => {
    let result = known.get(term);
    if (result === undefined) {
      result = process(term);
      known.set(term, result);
    }
    return result;
  };
}

/** One result as a card shows it. */
export interface SearchHit {
  kind: SearchEntry['k'];
  title: string;
  summary: string;
  url: string;
  category: string | null;
  /** The day to show (`2026-11-27`): an article's; a production's next from today, else its last */
  day: string | null;
  /** A production's other days from `day` on */
  moreDays: number;
}

/** `days` in order; `today` as `2026-11-27` in Oslo. */
export function dayToShow(days: string[], today: string): { day: string | null; moreDays: number } {
  const next = days.findIndex((day) => day >= today);
  if (next === -1) return { day: days.at(-1) ?? null, moreDays: 0 };
  return { day: days[next] ?? null, moreDays: days.length - next - 1 };
}

function hit(entry: SearchEntry, today: string): SearchHit {
  const shown = entry.k === 'article' ? { day: entry.d[0] ?? null, moreDays: 0 } : dayToShow(entry.d, today);
  return { kind: entry.k, title: entry.t, summary: entry.s, url: entry.u, category: entry.c, ...shown };
}

/**
 * How far a query may be from a title to be suggested for it: any word of the query found in a title, its start, or
 * the word with about a third of its letters wrong.
 */
const SUGGEST_OPTIONS: SearchOptions = { prefix: true, fuzzy: 0.34, combineWith: 'OR', fields: ['t'] };

/** The site search over the route data's search index. */
export interface Search {
  /** The hits of a query (`today` as `2026-11-27` in Oslo), best first. */
  find(query: string, today: string): SearchHit[];
  /** For a query that finds nothing: the title nearest to it, if one is near («Mente du …?»). */
  suggest(query: string): string | null;
}

/** The search over the entries. */
export async function createSearch(entries: SearchEntry[]): Promise<Search> {
  const index = await buildIndex(entries);
  const byUrl = new Map(entries.map((entry) => [entry.u, entry]));
  return {
    find: (query, today) =>
      index.search(query.trim()).flatMap((result) => {
        const entry = byUrl.get(String(result.id));
        return entry ? [hit(entry, today)] : [];
      }),
    suggest: (query) => {
      const [nearest] = index.search(query.trim(), SUGGEST_OPTIONS);
      return nearest ? (byUrl.get(String(nearest.id))?.t ?? null) : null;
    },
  };
}
