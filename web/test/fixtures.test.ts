import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import type { BlockKind } from '@/lib/blocks';

import { makeBlock } from './fixtures';
import { schemaBlockKinds, schemaErrors } from './schema';

const fixtures = path.join(__dirname, 'fixtures/data');

const files: [string, string][] = [
  ['manifest.json', 'Manifest'],
  ['site.json', 'Site'],
  ['routes/index.json', 'Route'],
  ['routes/kino.json', 'Route'],
  ['routes/melodien-fra-nordheim-dxm-1001293.json', 'Route'],
  ['routes/article/nye-seter.json', 'Route'],
  ['routes/404.html.json', 'Route'],
  ['chunks/melodien-fra-nordheim-dxm-1001293/1/items/2.json', 'Chunk'],
];

describe('the fixture folder is route data of the committed schema', () => {
  test.each(files)('%s is a %s', async (file, definition) => {
    const value = JSON.parse(await readFile(path.join(fixtures, file), 'utf8')) as unknown;
    expect(schemaErrors(definition, value)).toEqual([]);
  });

  test('redirects.json is a list of Redirects', async () => {
    const value = JSON.parse(await readFile(path.join(fixtures, 'redirects.json'), 'utf8')) as unknown[];
    expect(value.map((entry) => schemaErrors('Redirect', entry))).toEqual([[], [], []]);
  });

  test.each([...schemaBlockKinds()])('a test’s empty %s block is a %s', (kind, definition) => {
    expect(schemaErrors(definition, makeBlock(kind as BlockKind, {}))).toEqual([]);
  });

  test('the schema check does find a broken file', () => {
    expect(schemaErrors('Manifest', { formatVersion: 2 })).toContain('/formatVersion must be equal to constant');
  });
});
