/** The fixture folder (test/fixtures/data): a small site in the route data format, true to the schema. */
import path from 'node:path';

import { loadRoute, loadSite } from '@/lib/data';
import type { Block, ProductionCard, Route, Showing } from '@/lib/route-data';

export const FIXTURES = path.join(__dirname, 'fixtures/data');

export const loadFixtureRoute = (routePath: string): Promise<Route> => loadRoute(routePath, FIXTURES);

export const loadFixtureSite = () => loadSite(FIXTURES);

/** The block `id` of the fixture route at `routePath`. */
export async function fixtureBlock(routePath: string, id: string): Promise<Block> {
  const block = (await loadFixtureRoute(routePath)).blocks.find((candidate) => candidate.id === id);
  if (!block) throw new Error(`the fixture route ${routePath} has no block ${id}`);
  return block;
}

/** The fixture film's path. */
export const FILM = '/melodien-fra-nordheim-dxm-1001293';

/** A block of `kind` with `data`, for the cases the fixtures do not hold. */
export function makeBlock(kind: string, data: Block['data'], paging: Block['paging'] = {}): Block {
  return {
    id: `test-${kind}`,
    component: `cw-component-${kind}`,
    kind,
    place: { row: 0, column: 0, order: 1 },
    data,
    paging,
    metadata: { model: null, version: '1', properties: [] },
  };
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
    nextShowings: [],
    ...extra,
    // The days of its showings, as the pipeline gives them: those of the next showings unless a test names more.
    showingDays: extra.showingDays ?? [
      ...new Set((extra.nextShowings ?? []).map((showing) => showing.startTime.slice(0, 10))),
    ],
  };
}
