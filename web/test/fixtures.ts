/** The fixture folder (test/fixtures/data): a small site in the route data format, true to the schema. */
import path from 'node:path';

import { BLOCKS } from '@/components/blocks';
import type { BlockKind, BlockOf } from '@/lib/blocks';
import { loadRoute, loadSite } from '@/lib/data';
import type { Block, ProductionCard, Route, SearchEntry, Showing } from '@/lib/route-data';

export const FIXTURES = path.join(__dirname, 'fixtures/data');

export const loadFixtureRoute = (routePath: string): Promise<Route> => loadRoute(routePath, FIXTURES);

export const loadFixtureSite = () => loadSite(FIXTURES);

/** The block `id`, of `kind`, of the fixture route at `routePath`. */
export async function fixtureBlock<K extends BlockKind>(routePath: string, id: string, kind: K): Promise<BlockOf<K>> {
  const block = (await loadFixtureRoute(routePath)).blocks.find((candidate) => candidate.id === id);
  if (!block) throw new Error(`the fixture route ${routePath} has no block ${id}`);
  if (!isKind(block, kind)) throw new Error(`the block ${id} of ${routePath} is a ${block.kind}, not a ${kind}`);
  return block;
}

function isKind<K extends BlockKind>(block: Block, kind: K): block is BlockOf<K> {
  return block.kind === kind;
}

/** The fixture film's path. */
export const FILM = '/melodien-fra-nordheim-dxm-1001293';

/** A block of `kind` with `data` (the fields a test leaves out are empty), for the cases the fixtures do not hold. */
export function makeBlock<K extends BlockKind>(
  kind: K,
  data: Partial<BlockOf<K>['data']>,
  paging: Block['paging'] = {},
): BlockOf<K> {
  const fields: Omit<Block, 'kind' | 'data'> = {
    id: `test-${kind}`,
    place: { row: 0, column: 0, order: 1 },
    paging,
    source: null,
    days: {},
  };
  // A copy of the kind's empty data, for a test to change at will.
  const empty: Block['data'] = structuredClone(BLOCKS[kind].empty);
  // The type checker cannot tell that a kind and that kind's data make that kind's block.
  return { ...fields, kind, data: { ...empty, ...data } } as unknown as BlockOf<K>;
}

/** A showing at `startTime` in Sal 1, not sold out. */
export function makeShowing(id: string, startTime: string): Showing {
  return { id, eventNumber: 1, startTime, auditorium: 'Sal 1', featured: false, soldOut: false, ticketUrl: null };
}

/** A featured culture production's card with a picture and nothing else, but for `extra`. */
export function makeProduction(id: string, title: string, extra: Partial<ProductionCard> = {}): ProductionCard {
  return {
    type: 'production',
    id,
    title,
    path: `/${id}`,
    object: 'culture',
    objectClass: 'culture',
    ediNumber: null,
    featured: true,
    features: [],
    category: null,
    genres: [],
    duration: null,
    ageRating: null,
    premiere: null,
    director: null,
    summary: null,
    image: { url: `https://images.example.no/${id}.jpg`, focalPointQuery: '' },
    poster: null,
    showings: [],
    ...extra,
    // The days of its showings, as the pipeline gives them: those of its showings unless a test names more.
    showingDays: extra.showingDays ?? [
      ...new Set((extra.showings ?? []).map((showing) => showing.startTime.slice(0, 10))),
    ],
  };
}

/** `count` articles of the search index, «Jazzkveld 1» … with paths to match. */
export function makeJazzEntries(count: number): SearchEntry[] {
  return Array.from({ length: count }, (_, n) => ({
    k: 'article',
    t: `Jazzkveld ${n + 1}`,
    s: '',
    d: ['2026-11-01'],
    c: 'article',
    r: null,
    f: [],
    x: '',
    u: `/article/jazzkveld-${n + 1}`,
  }));
}
