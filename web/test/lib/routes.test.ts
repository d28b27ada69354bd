import { expect, test } from 'vitest';

import { loadManifest } from '@/lib/data';
import { routePath, staticParams } from '@/lib/routes';

import { FIXTURES } from '../fixtures';

test('every route but the not-found one is a page of the export, / as no segment', async () => {
  expect(staticParams(await loadManifest(FIXTURES))).toEqual([
    { path: [] },
    { path: ['article', 'nye-seter'] },
    { path: ['kino'] },
    { path: ['melodien-fra-nordheim-dxm-1001293'] },
  ]);
});

test('a partial export renders only the routes it lists, the not-found one never', async () => {
  const only = new Set(['/kino', '/melodien-fra-nordheim-dxm-1001293', '/404.html', '/finnes-ikke']);
  expect(staticParams(await loadManifest(FIXTURES), only)).toEqual([
    { path: ['kino'] },
    { path: ['melodien-fra-nordheim-dxm-1001293'] },
  ]);
});

test('the params give back the route path', () => {
  expect(routePath(undefined)).toBe('/');
  expect(routePath([])).toBe('/');
  expect(routePath(['kino'])).toBe('/kino');
  expect(routePath(['article', 'nye-seter'])).toBe('/article/nye-seter');
});
