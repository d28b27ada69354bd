import { expect, test, type Request } from '@playwright/test';

import { axeViolations } from './axe';

// scripts/e2e-sites retitles /om-oss in the draft of the sample CMS, then builds the site's preview.
const DRAFT_TITLE = 'Om kulturhuset ved fjorden';
// What a live page of the sample site calls, and a preview must not: the analytics and the member area.
const NOT_IN_A_PREVIEW = /googletagmanager|google-analytics|facebook|\/membership\//;

test.use({ serviceWorkers: 'allow' });

test('a preview page says so with the time of its drafts, asks not to be indexed, and shows the draft', async ({
  page,
}) => {
  const answer = await page.goto('/om-oss');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const banner = page.getByRole('region', { name: 'Forhåndsvisning' });
  await expect(banner).toContainText('Forhåndsvisning – ikke publisert');
  await expect(banner).toContainText(/Utkastet slik det var \d{1,2}\. \p{L}+ \d{4} kl\. \d{2}:\d{2}\./u);
  await expect(page.locator('h1')).toHaveText(DRAFT_TITLE);
  expect(await axeViolations(page)).toEqual([]);
});

test('a preview loads no analytics, no member area and registers no service worker', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (NOT_IN_A_PREVIEW.test(request.url())) calls.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Forhåndsvisning' })).toContainText('Utkastet slik det var');
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Kino', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Kino');
  await expect(page.getByRole('region', { name: 'Forhåndsvisning' })).toContainText('Forhåndsvisning – ikke publisert');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await expect(page.getByRole('link', { name: /Logg inn|Min side/ })).toHaveCount(0);
  expect(calls).toEqual([]);
});
