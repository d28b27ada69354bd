import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import type { Route, Site } from '../lib/route-data';
import { manifest, otherPartnerDataDir } from './site';

// The sample site exported for a first partner other than 118 and 178 (scripts/e2e): visitors are anonymous.
const site = JSON.parse(readFileSync(path.join(otherPartnerDataDir, 'site.json'), 'utf8')) as Site;
const film = manifest(otherPartnerDataDir).routes.find((route) => route.kind === 'film')!;
const filmTitle = (JSON.parse(readFileSync(path.join(otherPartnerDataDir, film.file), 'utf8')) as Route).title;
// What only the member area's code and markup carry: provider calls, the stored session's key, its UI.
const MEMBER_TRACES = [
  'GetWatchlistDx',
  'LoginDx',
  'cw-profile',
  'fjordby:member',
  '/membership/',
  '/min-side',
  'Medlemmenes mening',
];

test('the site of another partner has no membership area', () => {
  expect(site.membership).toEqual({ enabled: false, partner: 4711, apiBase: null });
});

for (const [label, pagePath] of [
  ['the front page', '/'],
  ['a film page', film.path],
] as const) {
  test(`${label} has no member UI, loads no member code and calls no provider`, async ({ page }) => {
    const calls: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('request', (request) => calls.push(request.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(pagePath);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveCount(1);
    if (pagePath !== '/') await expect(page.locator('h1')).toHaveText(filmTitle);

    await expect(page.getByRole('link', { name: /Logg inn|Min side/ })).toHaveCount(0);
    await expect(page.locator('a[href^="/min-side"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /ønskelist/ })).toHaveCount(0);
    expect(calls.filter((url) => url.includes('/membership/'))).toEqual([]);
    const code = (await Promise.all(scripts)).join('\n') + (await page.content());
    expect(MEMBER_TRACES.filter((trace) => code.includes(trace))).toEqual([]);
  });
}

test('the member pages do not exist', async ({ page }) => {
  const answer = await page.goto('/min-side/logg-inn');
  expect(answer?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Fant ikke siden');
});
