/** A list of showings as the browser shows it: its pages, those not started by the visitor's clock, one day of them. */
import { useMemo, useState } from 'react';

import { useChunkPages, useFetchWhile, type ChunkPages } from './chunks';
import { useNotStarted } from './clock';
import type { ProgramDay } from './program';
import type { Chunk, Paging } from './route-data';
import { rowDays, type TicketRow } from './tickets';

type ChunkItem = Chunk['items'][number];

/**
 * The rows of a listing's pages loaded so far (`toRows` of each page, once per page: keep it stable) and those not
 * started, which drop as each starts; with `fetchAll`, its further pages are fetched once the page runs.
 */
export function useShowingPages<R extends { startTime: string }>(
  firstPage: readonly R[],
  paging: Paging | undefined,
  toRows: (items: ChunkItem[]) => R[],
  fetchAll: boolean,
): { all: R[]; left: R[]; loaded: R[]; pages: ChunkPages<ChunkItem> } {
  const pages = useChunkPages<ChunkItem>(paging?.chunks ?? []);
  const loaded = useMemo(() => toRows(pages.items), [pages.items, toRows]);
  const all = [...firstPage, ...loaded];
  // A showing is for sale until it starts: those that started since the build, or while the page is open, go.
  const left = useNotStarted(all);
  useFetchWhile(pages, fetchAll);
  return { all, left, loaded, pages };
}

/** The days of `rows`, and the one shown: the one chosen, else the first (today's while it has showings left). */
export function useDayChoice(rows: readonly TicketRow[]): {
  days: ProgramDay[];
  day: string;
  choose: (key: string) => void;
} {
  const [chosen, choose] = useState('');
  const days = rowDays(rows);
  const day = days.some((known) => known.key === chosen) ? chosen : (days[0]?.key ?? '');
  return { days, day, choose };
}
