/** A long listing's further pages (the route data's `paging` chunks), fetched in the browser one at a time. */
import { useEffect, useState } from 'react';

import type { Chunk } from './route-data';

/** Where the export serves the route data's chunks (`scripts/copy-route-data.mjs` copies them there). */
export const CHUNKS_URL = '/data/';

export type ChunkState = 'idle' | 'loading' | 'failed';

export interface ChunkPages<T> {
  /** The items of the pages loaded so far, in order */
  items: T[];
  state: ChunkState;
  /** Whether a page is left to load */
  more: boolean;
  /** Loads the next page; resolves with how many items were there before it (where the new ones start) */
  loadNext: () => Promise<number | null>;
}

/** The pages after the first of a listing, loaded on demand: `chunks` are their files, in order. */
export function useChunkPages<T>(chunks: readonly string[]): ChunkPages<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loaded, setLoaded] = useState(0);
  const [state, setState] = useState<ChunkState>('idle');

  async function loadNext(): Promise<number | null> {
    const file = chunks[loaded];
    if (file === undefined) return null;
    setState('loading');
    try {
      const response = await fetch(`${CHUNKS_URL}${file}`);
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      const chunk = (await response.json()) as Chunk;
      setItems([...items, ...(chunk.items as T[])]);
      setLoaded(loaded + 1);
      setState('idle');
      return items.length;
    } catch {
      setState('failed');
      return null;
    }
  }

  return { items, state, more: loaded < chunks.length, loadNext };
}

/** Fetches the further pages one after another, once the page runs in a browser, while `wanted` holds. */
export function useFetchWhile(pages: ChunkPages<unknown>, wanted: boolean): void {
  const fetchNext = wanted && pages.more && pages.state === 'idle';
  useEffect(() => {
    if (fetchNext) void pages.loadNext();
  }, [fetchNext, pages]);
}
