import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import type { Route } from '../lib/route-data';
import { dataDir, manifest } from './site';

// A showing is for sale until it starts: in the browser every list of showings reads the visitor's clock, so one
// that started since the build is gone, and goes as it starts on a page left open.
const FILM = '/bestefars-bat-dxm-1000934';

function route(routePath: string): Route {
  const entry = manifest().routes.find((candidate) => candidate.path === routePath)!;
  return JSON.parse(readFileSync(path.join(dataDir, entry.file), 'utf8')) as Route;
}

const tickets = route(FILM).blocks.find((block) => block.kind === 'ticket-list')!;
const starts = tickets.kind === 'ticket-list' ? tickets.data.items.map((event) => event.startTime) : [];
const MINUTE = 60_000;

// Three moments of the programme: just after its first, its third and its tenth showing started.
for (const started of [1, 3, 10]) {
  for (const width of [390, 1280]) {
    test(`at ${width} px, a minute after showing ${started} started, the film page sells the rest`, async ({
      page,
    }) => {
      const now = Date.parse(starts[started - 1]!) + MINUTE;
      await page.setViewportSize({ width, height: 900 });
      await page.clock.install({ time: now });
      await page.goto(FILM);
      const rows = page.locator('.ticket-list__item');
      await expect(rows).toHaveCount(starts.length - started);
      await expect(rows.first().locator('time')).toHaveAttribute('datetime', starts[started]!);
    });
  }
}

test('a film page left open drops each showing as it starts', async ({ page }) => {
  await page.clock.install({ time: Date.parse(starts[0]!) - MINUTE });
  await page.goto(FILM);
  const rows = page.locator('.ticket-list__item');
  await expect(rows).toHaveCount(starts.length);
  await page.clock.runFor(2 * MINUTE);
  await expect(rows).toHaveCount(starts.length - 1);
  await expect(rows.first().locator('time')).toHaveAttribute('datetime', starts[1]!);
});
