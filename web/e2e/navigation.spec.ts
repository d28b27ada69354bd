import { statSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { siteDir } from './site';

// The route data of /kino: the page's own file and the per-segment prefetch files beside it.
const KINO_DATA = /\/kino(\.txt|\/__next\.[^/]*\.txt)(\?.*)?$/;

function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The front page, live: a link clicked before is a plain browser navigation, not the router's, and the page's load
 * bookkeeping is not listening yet. The root layout's effects start both together (ClientLinks takes the clicks
 * over, NavigationStatus wraps `fetch`), so the wrapped `fetch` says that the links are the router's.
 */
async function openFront(page: Page): Promise<void> {
  await openLive(page, '/');
}

async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => !String(window.fetch).includes('[native code]'), null, { timeout: 15_000 });
}

const kinoLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Kino', exact: true });

test('a link in an editor’s text is followed in the client, as the menus’ links are', async ({ page }) => {
  await openLive(page, '/om-oss');
  // Marks this document: a page load would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('link', { name: 'mat og servering' }).click();
  await expect(page).toHaveURL(/\/mat-og-servering$/);
  await expect(page.locator('h1')).toHaveText('Mat og servering');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('after a client navigation the new page’s heading has the focus, by mouse or keyboard', async ({ page }) => {
  await openLive(page, '/om-oss');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('link', { name: 'mat og servering' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mat og servering' })).toBeFocused();
  await kinoLink(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kino$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The next Tab goes on from the top of the new page's content, not from the menu's link used.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('a failed route data fetch ends in a full page load of the page, and the console says so', async ({ page }) => {
  const errors = errorsOf(page);
  await page.route(KINO_DATA, (route) => route.abort());
  await openFront(page);
  await kinoLink(page).click();
  await expect(page).toHaveURL(/\/kino$/);
  await expect(page.locator('h1')).toHaveText('Kino');
  // The page came as a document, not through the client router.
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);
  expect(loaded).toMatch(/\/kino$/);
  expect(errors).toContain('Loading the JSON for /kino failed');
});

test('a route data answer 500 ends in a full page load too', async ({ page }) => {
  const errors = errorsOf(page);
  await page.route(KINO_DATA, (route) => route.fulfill({ status: 500, body: 'feil' }));
  await openFront(page);
  await kinoLink(page).click();
  await expect(page.locator('h1')).toHaveText('Kino');
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);
  expect(loaded).toMatch(/\/kino$/);
  expect(errors).toContain('Loading the JSON for /kino failed');
});

test('when the full page load did not bring the page either, the next failure stops with a notice', async ({
  page,
}) => {
  await page.route(KINO_DATA, (route) => route.abort());
  await openFront(page);
  // As if /kino had just failed twice: once in the client, then as a page.
  await page.evaluate(() =>
    sessionStorage.setItem('fjordby:page-loads', JSON.stringify({ '/kino': ['failed', 'page-failed'] })),
  );
  await kinoLink(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Siden kunne ikke lastes.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prøv igjen' })).toHaveAttribute('href', '/kino');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveText('Forside');
  // The stopped navigation holds nothing up: the next one goes through.
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Om oss', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Om oss');
  await expect(page.getByText('Siden kunne ikke lastes.')).toHaveCount(0);
});

test('a slow navigation shows the progress bar, then the new page loading, within a second, then the page', async ({
  page,
}) => {
  await page.route(KINO_DATA, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  // The page's own clock, held still from the click: the second is counted in the page's time, which a busy machine
  // cannot stretch the way it stretches the wall clock.
  await page.clock.install();
  await openFront(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await kinoLink(page).click();
  await page.clock.runFor(299);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('progressbar', { name: 'Laster siden' })).toBeVisible();
  await expect(page.locator('main .page-body')).toBeVisible();
  await page.clock.runFor(700);
  // The front page gives way to the new one, loading: its body is hidden, not gone.
  await expect(page.getByRole('main').getByText('Laster siden …')).toBeVisible();
  await expect(page.locator('main .page-body')).toBeHidden();
  await page.clock.resume();
  await expect(page.locator('h1')).toHaveText('Kino', { timeout: 10_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.page-loading')).toHaveCount(0);
});

test('a page answered with 404 says so in the console', async ({ page }) => {
  const errors = errorsOf(page);
  await page.goto('/finnes-ikke');
  await expect(page.locator('h1')).toHaveText('Fant ikke siden');
  await expect.poll(() => errors).toContain("A page wasn't found for /finnes-ikke");
});

// scripts/e2e-sites edits this film's text and builds again: a partial export renders its page alone and keeps every
// other page of the release before, linked.
const EDITED_FILM = 'sjosproyt-og-sommerfugler-dxm-1001234';

test.describe('a partial export', () => {
  // As a visitor has it: with the service worker (blocked, its registration would be the console's one error).
  test.use({ serviceWorkers: 'allow' });

  test('a page a partial export rendered and one it kept load each other in the client, with no error', async ({
    page,
  }) => {
    expect(statSync(path.join(siteDir, `${EDITED_FILM}.html`)).nlink).toBe(1);
    expect(statSync(path.join(siteDir, 'kino.html')).nlink).toBeGreaterThan(1);
    const errors = errorsOf(page);
    await openLive(page, `/${EDITED_FILM}`);
    await expect(page.getByRole('main')).toContainText('revisjon1');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await kinoLink(page).click();
    await expect(page).toHaveURL(/\/kino$/);
    await expect(page.locator('h1')).toHaveText('Kino');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${EDITED_FILM}$`));
    await expect(page.getByRole('main')).toContainText('revisjon1');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});
