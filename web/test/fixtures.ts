/** The fixture folder (test/fixtures/data): a small site in the route data format, true to the schema. */
import path from 'node:path';

import { loadRoute, loadSite } from '@/lib/data';
import type { Block, Route } from '@/lib/route-data';

export const FIXTURES = path.join(__dirname, 'fixtures/data');

export const loadFixtureRoute = (routePath: string): Promise<Route> => loadRoute(routePath, FIXTURES);

export const loadFixtureSite = () => loadSite(FIXTURES);

/** The block `id` of the fixture route at `routePath`. */
export async function fixtureBlock(routePath: string, id: string): Promise<Block> {
  const block = (await loadFixtureRoute(routePath)).blocks.find((candidate) => candidate.id === id);
  if (!block) throw new Error(`the fixture route ${routePath} has no block ${id}`);
  return block;
}
