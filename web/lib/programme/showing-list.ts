/** A list of showings as the browser shows it: its pages, those not started by the visitor's clock, one day of them. */
import { useMemo, useState } from 'react';

import { useChunkPages, useFetchWhile, type ChunkPages } from '../chunks';
import { useNotStarted } from '../clock';
import type { Chunk, Paging } from '../route-data';
import type { ProgramDay } from './days';
import { rowDays, type ShowingRow } from './showing-rows';

type ChunkItem = Chunk['items'][number];

/**
 * The rows of a listing's pages loaded so far (`toRows` of each page, once per page: keep it stable) and those not
 * started, which drop as each starts; its further pages are fetched, one after another, while `fetchWhile` of those
 * left holds.
 */
export function useShowingPages<R extends { startTime: string }>(
  firstPage: readonly R[],
  paging: Paging | undefined,
  toRows: (items: ChunkItem[]) => R[],
  fetchWhile: (left: R[]) => boolean,
): { all: R[]; left: R[]; loaded: R[]; pages: ChunkPages<ChunkItem> } {
  const pages = useChunkPages<ChunkItem>(paging?.chunks ?? []);
  const loaded = useMemo(() => toRows(pages.items), [pages.items, toRows]);
  const all = [...firstPage, ...loaded];
  // A showing is for sale until it starts: those that started since the build, or while the page is open, go.
  const left = useNotStarted(all);
  useFetchWhile(pages, fetchWhile(left));
  return { all, left, loaded, pages };
}

/** Whether `rows` fall on fewer than two days: a day picker with nothing to pick yet. */
export function fewerThanTwoDays(rows: readonly ShowingRow[]): boolean {
  return new Set(rows.map((row) => row.date.key)).size < 2;
}

/** The days of `rows`, and the one shown: the one chosen, else the first (today's while it has showings left). */
export function useDayChoice(rows: readonly ShowingRow[]): {
  days: ProgramDay[];
  day: string;
  choose: (key: string) => void;
} {
  const [chosen, choose] = useState('');
  const days = rowDays(rows);
  const day = days.some((known) => known.key === chosen) ? chosen : (days[0]?.key ?? '');
  return { days, day, choose };
}

/**
 * Whether the visitor has reached for a list's day buttons (`reach`, on pointer, touch or focus): the time to fetch
 * its further days. Fetched as the page starts, the front page schedule's 110 showings cost a phone a second of
 * blocked main thread.
 */
export function useReached(): [boolean, () => void] {
  const [reached, setReached] = useState(false);
  return [reached, () => setReached(true)];
}
