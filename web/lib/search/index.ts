/** The site search: Norwegian folding, the MiniSearch index of the route data's search index, and its hits. */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';

import type { SearchEntry } from '../route-data';

/**
 * Lower case without diacritics, with the Norwegian letters as they are written without them: «Flåklypa»,
 * «Flaaklypa» and «Flaklypa» are all `flaklypa`, «Fløyen», «Floeyen», «Flöyen» and «Floyen» are `floyen`, «Lærer»
 * and «Lärer» are `laerer`, «På» is `pa`. Index and query are folded alike, so either spelling finds the other.
 */
export function fold(text: string): string {
  const folded = text.toLowerCase().replace(/[æøåäö]/g, (letter) => NORWEGIAN[letter] ?? letter);
  // Only a character outside ASCII can carry a diacritic: plain words skip the Unicode work.
  const plain = /[^\x00-\x7f]/.test(folded) ? folded.normalize('NFD').replace(/\p{M}/gu, '') : folded;
  return plain.replace(/aa/g, 'a').replace(/oe/g, 'o');
}

const NORWEGIAN: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ä: 'ae', ö: 'o' };

/**
 * A word of one letter («i», «å», «a») says nothing of what is looked for, and with every word of a query required,
 * «konsert i desember» would need an «i» in each hit: such words are neither indexed nor searched (the pipeline
 * leaves them out of an entry's text too).
 */
const MIN_WORD = 2;

/** The words of a text: runs of two or more letters and digits (so `Fjordby-jazz` is two words, `2026` one). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= MIN_WORD);
}

/** Typos are forgiven in words of five letters or more, one per five: «konsrt» finds «konsert». */
const FUZZY_FROM = 5;
/** A word's start finds the word («kjøp» finds «kjøper») from two letters: one letter would find nearly all. */
const PREFIX_FROM = 2;

export const SEARCH_OPTIONS: SearchOptions = {
  prefix: (term) => term.length >= PREFIX_FROM,
  fuzzy: (term) => (term.length >= FUZZY_FROM ? 0.2 : false),
  // A title says most of what a thing is; a director or a feature names it exactly; the long text least.
  boost: { t: 3, r: 2, f: 1.5, c: 1.5, x: 0.5 },
  combineWith: 'AND',
};

type SearchIndex = MiniSearch<SearchEntry>;

/**
 * Entries indexed per slice of the main thread: a large site's index (thousands of entries) built in one go would be a
 * long task that holds up the page. With their text's words an entry is about 60 words (the sample's average): slices
 * of this many stay under 50 ms on a slow phone.
 */
const ENTRIES_PER_SLICE = 80;

/** The fields searched, the route data's keys: title, director, features, category, summary, text. */
const FIELDS = ['t', 'r', 'f', 'c', 's', 'x'] as const;
type Field = (typeof FIELDS)[number];

/** A field's text as the index reads it. */
function fieldText(entry: SearchEntry, field: Field): string {
  switch (field) {
    case 'c':
      // An article's category is always `article`: searching for it would find every article.
      return entry.k === 'article' ? '' : (entry.c ?? '');
    case 'r':
      return entry.r ?? '';
    case 'f':
      return entry.f.join(' · ');
    default:
      return entry[field];
  }
}

/** The index of the entries, every field folded; ids are the paths. */
async function buildIndex(entries: SearchEntry[]): Promise<SearchIndex> {
  const index = new MiniSearch<SearchEntry>({
    idField: 'u',
    fields: [...FIELDS],
    extractField: (entry, field) => (field === 'u' ? entry.u : fieldText(entry, field as Field)),
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
  /** A production's director */
  director: string | null;
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
  return {
    kind: entry.k,
    title: entry.t,
    summary: entry.s,
    url: entry.u,
    category: entry.c,
    director: entry.r,
    ...shown,
  };
}

/** The fields a typo is forgiven in: what names a thing. The long text's words match as typed (or by their start):
 * forgiven there, «dukkeh» found a film whose text says «dukker» before «Et dukkehjem». */
const NAMING: Field[] = ['t', 'r', 'f', 'c', 's'];

/** Every word in a naming field (typos forgiven) or the text (as typed, or its start). */
function wordsQuery(words: string[]): Query {
  return {
    combineWith: 'AND',
    queries: words.map((word) => ({
      combineWith: 'OR',
      queries: [
        { queries: [word], fields: NAMING },
        { queries: [word], fields: ['x'], fuzzy: false },
      ],
    })),
  };
}

/** A text's words, folded and joined by one space: how a feature and a query's run of words are compared. */
function phrase(words: string[]): string {
  return words.map(fold).join(' ');
}

/**
 * A feature of more than one word («Norsk tale») is a phrase: a query that has it, its words in that order, finds what
 * has the feature, not everything with «norsk» and «tale» somewhere («Engelsk tale», «Norsk tekst»). The query's
 * other words are searched as usual. Longest phrases first, from the left.
 */
function splitPhrases(words: string[], phrases: ReadonlySet<string>, longest: number) {
  const found: string[] = [];
  const rest: string[] = [];
  for (let at = 0; at < words.length;) {
    let size = Math.min(longest, words.length - at);
    while (size > 1 && !phrases.has(phrase(words.slice(at, at + size)))) size -= 1;
    if (size > 1) found.push(phrase(words.slice(at, at + size)));
    else rest.push(...words.slice(at, at + 1));
    at += Math.max(size, 1);
  }
  return { found, rest };
}

/** A word is put right to one of the index one edit from it, from three letters on («jazs» to «jazz»). */
const CORRECT_FROM = 3;
const CORRECTION: SearchOptions = { prefix: false, fuzzy: 1, combineWith: 'OR' };

/** The site search over the route data's search index. */
export interface Search {
  /** The hits of a query (`today` as `2026-11-27` in Oslo), best first. */
  find(query: string, today: string): SearchHit[];
  /**
   * For a query that finds nothing: the query with each word that finds nothing alone put right, when a word of the
   * index is one letter from it and the query so put right finds something («Mente du …?»); else null.
   */
  suggest(query: string): string | null;
}

/** The search over the entries. */
export async function createSearch(entries: SearchEntry[]): Promise<Search> {
  const index = await buildIndex(entries);
  const byUrl = new Map(entries.map((entry) => [entry.u, entry]));
  const featuresOf = new Map(entries.map((entry) => [entry.u, new Set(entry.f.map((f) => phrase(tokenize(f))))]));
  const phrases = new Set([...featuresOf.values()].flatMap((features) => [...features]).filter((f) => f.includes(' ')));
  const longest = Math.max(0, ...[...phrases].map((p) => p.split(' ').length));

  function results(query: string) {
    const { found, rest } = splitPhrases(tokenize(query), phrases, longest);
    if (found.length === 0) return rest.length > 0 ? index.search(wordsQuery(rest)) : [];
    const filter = (result: { id: unknown }) => found.every((f) => featuresOf.get(String(result.id))?.has(f));
    return index.search(rest.length > 0 ? wordsQuery(rest) : MiniSearch.wildcard, { filter });
  }

  // The words of the index as written, by their folded form: what a correction shows. Made on the first suggestion.
  let written: Map<string, string> | null = null;
  function spelling(folded: string): string {
    if (!written) {
      written = new Map();
      for (const entry of entries) {
        for (const field of FIELDS) {
          for (const word of tokenize(fieldText(entry, field)))
            if (!written.has(fold(word))) written.set(fold(word), word);
        }
      }
    }
    return written.get(folded) ?? folded;
  }

  /**
   * The word of the index one edit from `word` that weighs most where it is found, if there is one, in lower case
   * when `word` is («jazs» → «jazz», «Jazs» → «Jazz»).
   */
  function nearest(word: string): string | null {
    if (fold(word).length < CORRECT_FROM) return null;
    const weight = new Map<string, number>();
    for (const result of index.search(word, CORRECTION)) {
      for (const term of result.terms) weight.set(term, (weight.get(term) ?? 0) + result.score);
    }
    const [best] = [...weight].sort(([, a], [, b]) => b - a);
    if (!best) return null;
    const written = spelling(best[0]);
    return word === word.toLowerCase() ? written.toLowerCase() : written;
  }

  return {
    find: (query, today) =>
      results(query).flatMap((result) => {
        const entry = byUrl.get(String(result.id));
        return entry ? [hit(entry, today)] : [];
      }),
    suggest: (query) => {
      const words = tokenize(query);
      const corrected = words.map((word) => (results(word).length > 0 ? word : nearest(word)));
      if (corrected.some((word) => word === null) || corrected.every((word, n) => word === words[n])) return null;
      const suggestion = corrected.join(' ');
      return results(suggestion).length > 0 ? suggestion : null;
    },
  };
}
