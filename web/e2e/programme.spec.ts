import { expect, test } from '@playwright/test';

import { expectDayFilter, expectShowtimeLinks, LISTINGS } from './programme';
import { dataDir, screenshotDir } from './site';

// Showtimes one tap from a ticket (issue 34 §2): on every programme listing, at a phone's width and a desktop's.
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

    test('live seats: one call for a listing page, for the showtimes on screen', async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/basic_events')) calls.push(request.url());
      });
      await page.goto('/kino');
      await page.waitForLoadState('networkidle');
      expect(calls).toHaveLength(1);
      const asked = new URL(calls[0]!).searchParams.get('keys')!.split(',').sort();
      const onScreen = await page
        .locator('a.showtime:visible, span.showtime:visible')
        .evaluateAll((times) => times.map((time) => time.getAttribute('href')?.split('/').at(-1) ?? ''));
      expect(onScreen.filter(Boolean).every((eventNumber) => asked.includes(eventNumber))).toBe(true);
      expect(asked.length).toBeGreaterThanOrEqual(onScreen.filter(Boolean).length);
    });

    test('screenshots: /kino under its first day, and /sok?q=drage', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('fjordby:cookie-consent', 'denied'));
      await page.goto('/kino');
      await page.getByRole('group', { name: 'Velg dag' }).getByRole('button').nth(1).click();
      await page.screenshot({ path: `${screenshotDir}/kino-first-day-${width}.png`, fullPage: true });
      await page.goto('/sok?q=drage');
      await expect(page.getByRole('heading', { name: 'Filmer' })).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}/search-drage-${width}.png` });
    });
  });
}
