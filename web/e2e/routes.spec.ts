import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import type { Route } from '../lib/route-data';
import { dataDir, manifest } from './site';

const routes = manifest().routes.filter((route) => route.kind !== 'not-found');

/** Pixels from the header's bottom edge to the top of the first text, picture or control a visitor sees in `main`. */
function contentBelowHeader(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    let top = Infinity;
    for (const element of document.querySelectorAll('main *')) {
      if (element.closest('.visually-hidden, [hidden]')) continue;
      const shows =
        ['IMG', 'INPUT', 'SELECT', 'BUTTON'].includes(element.tagName) ||
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const box = element.getBoundingClientRect();
      if (shows && box.width > 0 && box.height > 0) top = Math.min(top, box.top);
    }
    return top - header;
  });
}

test('the sample site has the routes of every kind', () => {
  expect(new Set(routes.map((route) => route.kind))).toEqual(new Set(['page', 'film', 'culture', 'article']));
  expect(routes.length).toBeGreaterThan(60);
});

for (const route of routes) {
  test(`${route.path} answers 200 with its <h1> and title, starts clear of the header and fits a 320 px screen`, async ({
    page,
  }) => {
    const data = JSON.parse(readFileSync(path.join(dataDir, route.file), 'utf8')) as Route;
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(data.meta.title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(route.title);
    if (route.kind === 'article') {
      // The cover carries the title; the article under it does not say it again.
      await expect(page.getByRole('main').getByRole('heading', { name: route.title, exact: true })).toHaveCount(1);
    }
    // Whatever block opens the page, a heading or not, it keeps the headings' space (1.5rem) below the header.
    expect(await contentBelowHeader(page)).toBeGreaterThanOrEqual(24);
    // WCAG 1.4.10 (reflow): at 320 CSS px nothing makes the page scroll sideways (a wide table scrolls by itself).
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });
}

test('an unknown path answers 404 with the Norwegian not-found page', async ({ page }) => {
  const response = await page.goto('/finnes-ikke');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Fant ikke siden');
  await expect(page.getByRole('link', { name: 'Til forsiden' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('search', { name: 'Finn siden du lette etter' }).getByRole('searchbox')).toBeVisible();
});
