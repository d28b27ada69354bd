/** What every programme listing must show a cinema-goer, checked the same way on each site the e2e tests serve. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import type { Chunk, Manifest, Route } from '../lib/route-data';

/** The listings whose showtimes are ticket links (issue 34 §2), the front page's schedule among them. */
export const LISTINGS = ['/kino', '/program', '/filmer', '/den-store-kinodagen', '/kulturprogram', '/'];

/** The contract's ticket link: {ticketing host}/{venue}/{eventNumber}; the sample's host and venue. */
const TICKET_URL = /^https:\/\/billett\.example\.no\/fjordbykulturhus\/\d+$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'mai', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'des'];

/** A start time's day and time as the sample writes them (Oslo's offset): `2026-11-28T18:00:00+01:00`. */
function dayOf(startTime: string): string {
  return startTime.slice(0, 10);
}

/**
 * Each showtime on screen is a ticket link of the contract's form, named by its time and day: `18:00` and
 * `28. nov.` for `2026-11-28T18:00:00+01:00`, read from the link's own `datetime`.
 */
export async function expectShowtimeLinks(page: Page, listing: string): Promise<void> {
  await page.goto(listing);
  await page.waitForLoadState('networkidle');
  const links = page.locator('a.showtime:visible');
  expect(await links.count(), `showtime links on ${listing}`).toBeGreaterThan(0);
  for (const link of (await links.all()).slice(0, 12)) {
    expect(await link.getAttribute('href')).toMatch(TICKET_URL);
    const start = (await link.locator('time').getAttribute('datetime'))!;
    const day = `${Number(start.slice(8, 10))}. ${MONTHS[Number(start.slice(5, 7)) - 1]}`;
    await expect(link).toHaveAccessibleName(
      new RegExp(`${start.slice(11, 16)}.*${day}|${day}.*${start.slice(11, 16)}`),
    );
  }
}

function readJson<T>(dataDir: string, file: string): T {
  return JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T;
}

/** A route of the route data the export was built from. */
export function routeData(dataDir: string, routePath: string): Route {
  const manifest = readJson<Manifest>(dataDir, 'manifest.json');
  return readJson<Route>(dataDir, manifest.routes.find((entry) => entry.path === routePath)!.file);
}

/** A programme's production cards, by title: their showings' start times (their first days'). */
export function programmeShowings(dataDir: string, routePath: string): Map<string, string[]> {
  const block = routeData(dataDir, routePath).blocks.find((candidate) => candidate.kind === 'program')!;
  const cards = block.kind === 'program' ? block.data.items : [];
  return new Map(
    cards.flatMap((card) =>
      card.type === 'production' ? [[card.title, card.showings.map((showing) => showing.startTime)]] : [],
    ),
  );
}

/** Every start time a block's listing holds, its further pages too. */
export function listingStarts(dataDir: string, routePath: string, kind: 'schedule' | 'ticket-list'): string[] {
  const block = routeData(dataDir, routePath).blocks.find((candidate) => candidate.kind === kind)!;
  const first = block.kind === kind ? block.data.items : [];
  const further = (block.paging?.items?.chunks ?? []).flatMap((chunk) => readJson<Chunk>(dataDir, chunk).items);
  return [...first, ...further].flatMap((item) => ('startTime' in item ? [item.startTime] : []));
}

/**
 * Under a day of the programme's filter, every card on screen shows exactly that day's showings left at `now`, and
 * a card with none left that day is not on screen.
 */
export async function expectDayFilter(
  page: Page,
  dataDir: string,
  listing: string,
  now: number,
  pick: string | number,
) {
  const showings = programmeShowings(dataDir, listing);
  const group = page.getByRole('group', { name: 'Velg dag' });
  const button =
    typeof pick === 'number'
      ? group.getByRole('button').nth(pick)
      : group.getByRole('button', { name: pick, exact: true });
  // A press before the page has hydrated does nothing: pressed again until it shows.
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  const cards = page.locator('.card-grid > li:visible');
  // As read, without the soft hyphens the titles are shown with (lib/hyphenate.ts).
  const titles = (await cards.locator('.card__title').allTextContents()).map((title) => title.replaceAll('\u00ad', ''));
  expect(titles.length, `cards under «${pick}»`).toBeGreaterThan(0);
  const days = new Set<string>();
  for (const [index, title] of titles.entries()) {
    const shown = await cards
      .nth(index)
      .locator('.showtime time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(shown.length, title).toBeGreaterThan(0);
    const day = dayOf(shown[0]!);
    days.add(day);
    const left = showings.get(title)!.filter((start) => dayOf(start) === day && Date.parse(start) > now);
    expect(shown, title).toEqual(left);
  }
  expect(days.size, `the days under «${pick}»`).toBe(1);
  // The cards left out have nothing left that day.
  const [day] = days;
  for (const [title, starts] of showings) {
    if (titles.includes(title)) continue;
    expect(
      starts.filter((start) => dayOf(start) === day && Date.parse(start) > now),
      title,
    ).toEqual([]);
  }
  return day!;
}

/**
 * A production's page leads with it (issue 34 §5): in the first screen, with the cookie choice made, its title,
 * poster and facts, and its next showing; at 1280 px the cover spans the page, the title beside the poster.
 */
export async function expectProductionFirstScreen(page: Page, routePath: string, facts: RegExp): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('fjordby:cookie-consent', 'denied'));
  await page.goto(routePath);
  const screen = page.viewportSize()!;
  const inFirstScreen = async (selector: string) => {
    const box = (await page.locator(selector).first().boundingBox())!;
    expect(box, selector).not.toBeNull();
    expect(box.y + box.height, `${selector} ends in the first screen`).toBeLessThanOrEqual(screen.height);
    return box;
  };
  const title = await inFirstScreen('h1');
  const poster = await inFirstScreen('.production-cover__picture');
  await expect(page.locator('.production-cover__facts').first()).toHaveText(facts);
  await inFirstScreen('.production-cover__facts');
  await inFirstScreen('.ticket-list:visible .ticket-list__item');
  if (screen.width >= 1280) {
    const cover = (await page.locator('.production-cover').boundingBox())!;
    expect(cover.width).toBeGreaterThan(1100);
    expect(title.x).toBeGreaterThan(poster.x + poster.width);
  }
}

/**
 * Showtimes one tap from a ticket (issue 34 §2), declared for the site whose route data is `dataDir`: each
 * listing's showtimes, and /kino under a day, at a phone's width and a desktop's. `more` adds a site's own tests at
 * each width.
 */
export function programmeTests(dataDir: string, more: (width: number) => void = () => {}): void {
  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const listing of LISTINGS) {
        test(`${listing}: each showtime on screen is a ticket link named by its time and day`, async ({ page }) => {
          await expectShowtimeLinks(page, listing);
        });
      }

      test('/kino under a day: each card that day’s showings left, and only cards with some', async ({ page }) => {
        await page.goto('/kino');
        await expectDayFilter(page, dataDir, '/kino', Date.now(), 2);
      });

      more(width);
    });
  }
}

/** A film page leads with the film, a culture page with its production (issue 34 §5), at 390 and 1280 px. */
export function productionPageTests(): void {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test.describe(`at ${width} × ${height} px`, () => {
      test.use({ viewport: { width, height } });

      test('a film page’s first screen: title, poster, length, age limit and genres, the next showing', async ({
        page,
      }) => {
        await expectProductionFirstScreen(
          page,
          '/bestefars-bat-dxm-1000934',
          /^1 t 34 min · Tillatt for alle · Familie, Drama$/,
        );
      });

      test('a culture page’s first screen likewise', async ({ page }) => {
        await expectProductionFirstScreen(page, '/et-dukkehjem-dr32s5', /^1 t 50 min · Teater$/);
      });
    });
  }
}
