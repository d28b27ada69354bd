import { readFile } from 'node:fs/promises';

import { expect, test } from 'vitest';

import { routeDataTypes, typesFile } from '../scripts/route-data-types.mjs';

test('lib/route-data.d.ts is what `npm run types` makes of the committed schema', async () => {
  const committed = await readFile(typesFile, 'utf8');
  expect(committed, 'lib/route-data.d.ts is stale: run `npm run types` in web/ and commit it').toBe(
    await routeDataTypes(),
  );
});

test('the generated types name each file kind once, with no per-property aliases', async () => {
  const types = await routeDataTypes();
  expect(types).toContain(
    'export type RouteDataFile = Manifest | Site | Route | Chunk | DayShowings | Redirect[] | SearchEntry[];',
  );
  expect(types).toContain('  formatVersion: 6;');
  expect(types).not.toMatch(/export type Title\d/);
});
