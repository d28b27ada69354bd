import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import type { Route } from '../lib/route-data';
import { productionPageTests, programmeTests } from './programme';
import { manifest, noBindingsDataDir } from './site';

// The sample site built from block data that binds nothing (scripts/e2e, `--bindings none`), as most CMSs give it:
// the pipeline takes each block's records from the page's sources by the contract's rule. A visitor sees a full site.
const routes = manifest(noBindingsDataDir).routes;

function route(file: string): Route {
  return JSON.parse(readFileSync(path.join(noBindingsDataDir, file), 'utf8')) as Route;
}

/** What a listing says when it has nothing to show. */
const EMPTY = [
  'Ingen forestillinger i programmet akkurat nå.',
  'Ingenting å vise akkurat nå.',
  'Ingen arrangementer i programmet akkurat nå.',
  'Ingen filmer å vise akkurat nå.',
  'Ingen planlagte forestillinger.',
];

async function expectNoEmptyState(page: Page): Promise<void> {
  for (const text of EMPTY) await expect(page.getByText(text)).toHaveCount(0);
}

const section = (page: Page, heading: string) =>
  page.getByRole('main').locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });

for (const [pagePath, shows] of [
  ['/kino', 'Bestefars båt'],
  ['/program', 'Dragevokterne'],
  ['/filmer', 'Vinterlys'],
  ['/den-store-kinodagen', 'Orbit'],
  ['/kulturprogram', 'Et dukkehjem'],
  ['/nyheter', 'Åpningstider i jula'],
  ['/fjordby-jazz', 'Fjordby Jazz: Kvartett Nordavind'],
] as const) {
  test(`${pagePath} shows its records, «${shows}» among them`, async ({ page }) => {
    await page.goto(pagePath);
    await expect(page.getByRole('main').getByRole('link', { name: shows }).first()).toBeVisible();
    await expectNoEmptyState(page);
  });
}

test('/kommende shows the films coming by premiere, each with its date', async ({ page }) => {
  const coming = route(routes.find((r) => r.path === '/kommende')!.file).blocks.find((b) => b.kind === 'program')!;
  expect(coming.source).toEqual({ name: 'comingMovies', by: 'rule' });
  await page.goto('/kommende');
  // By premiere, the soonest first, each with its date.
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles.first()).toHaveText('Midnight Protocol');
  await expect(page.getByRole('main').getByText(/^Premiere \d{1,2}\. \p{L}+ \d{4}$/u)).toHaveCount(7);
  await expectNoEmptyState(page);
});

test('a film page shows its showings with ticket links, and its facts', async ({ page }) => {
  await page.goto('/bestefars-bat-dxm-1000934');
  await expect(page.locator('h1')).toHaveText('Bestefars båt');
  const tickets = page.getByRole('link', { name: /^Kjøp billett/ });
  expect(await tickets.count()).toBeGreaterThan(0);
  await expect(tickets.first()).toHaveAttribute('href', /^https:\/\/billett\.example\.no\/fjordbykulturhus\/\d+$/);
  const about = section(page, 'Om filmen');
  await expect(about.getByText('Lengde')).toBeVisible();
  await expect(about.getByText('Aldersgrense')).toBeVisible();
  await expect(about.getByText('Familie, Drama')).toBeVisible();
  await expectNoEmptyState(page);
});

test('a culture page shows its showings', async ({ page }) => {
  const culture = routes.find((r) => r.kind === 'culture' && r.title === 'Et dukkehjem')!;
  await page.goto(culture.path);
  await expect(page.locator('h1')).toHaveText('Et dukkehjem');
  expect(await page.getByRole('link', { name: /^Kjøp billett/ }).count()).toBeGreaterThan(0);
  await expect(section(page, 'Om arrangementet')).toBeVisible();
  await expectNoEmptyState(page);
});

test('the front page shows its featured films and productions, its news and its schedule', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Aktuelt nå' }).getByRole('link').first()).toBeVisible();
  await expect(section(page, 'Aktuelt i kulturhuset').getByRole('link', { name: 'Et dukkehjem' })).toHaveCount(1);
  await expect(section(page, 'Nyheter').getByRole('link', { name: 'Åpningstider i jula' })).toHaveCount(1);
  expect(await section(page, 'Kulturprogram').getByRole('link').count()).toBeGreaterThan(0);
  expect(await section(page, 'Dagens program').getByRole('link').count()).toBeGreaterThan(0);
  await expectNoEmptyState(page);
});

// Showtimes one tap from a ticket and the day filter (e2e/programme.spec.ts); a film page that leads with the film
// (e2e/production-page.spec.ts); as on the site with bindings.
programmeTests(noBindingsDataDir);
productionPageTests();

// Search, the way in to the member area and the slideshow, as on the site with bindings (search, membership and
// slideshow specs).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px, search and the header`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('films are found and grouped; a miss says so, and offers no title it is not close to', async ({ page }) => {
      await page.goto('/sok?q=drage');
      await expect(
        page.getByRole('region', { name: 'Filmer' }).getByRole('link', { name: 'Dragevokterne' }),
      ).toBeVisible();
      await page.goto('/sok?q=dragevokterne%20xylofon');
      await expect(page.getByRole('status')).toHaveText('Ingen treff for «dragevokterne xylofon».');
      // «xylofon» is no word of the index one letter off: no «Mente du …?» (issue 47).
      await expect(page.getByText(/Mente du/)).toHaveCount(0);
    });

    test('the header names the way in: «Logg inn»', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
    });
  });
}
