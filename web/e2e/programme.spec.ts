import { expect, test } from '@playwright/test';

import { programmeTests } from './programme';
import { dataDir, screenshotDir, screenshotWholePage } from './site';

// Showtimes one tap from a ticket (issue 34 §2), and this site's live seats and screenshots.
programmeTests(dataDir, (width) => {
  test('live seats: one call for a listing page, for the showtimes on screen', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/basic_events')) calls.push(request.url());
    });
    // The call waits for the page to be idle: the network may be quiet before it starts.
    const asking = page.waitForRequest((request) => request.url().includes('/basic_events'));
    await page.goto('/kino');
    await asking;
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
    await screenshotWholePage(page, `kino-first-day-${width}.png`);
    await page.goto('/sok?q=drage');
    await expect(page.getByRole('heading', { name: 'Filmer' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/search-drage-${width}.png` });
  });
});
