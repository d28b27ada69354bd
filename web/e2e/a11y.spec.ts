import { expect, test } from '@playwright/test';

import { axeViolations } from './axe';
import { manifest, screenshotWholePage } from './site';

// One route of every kind, a page with tables, the search and newsletter pages, and the not-found page.
const routes = manifest().routes;
const firstOf = (kind: string) => routes.find((route) => route.kind === kind)?.path ?? `/(no ${kind} route)`;
const pages = {
  front: '/',
  page: '/kino',
  film: firstOf('film'),
  culture: firstOf('culture'),
  article: firstOf('article'),
  tables: '/priser-fjordby-kinoteater',
  search: '/sok?q=konsert',
  newsletter: '/nyhetsbrev',
  'not-found': '/finnes-ikke',
};
const widths = [360, 1280];

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [label, path] of Object.entries(pages)) {
      test(`${label} (${path}): axe finds no WCAG 2.1 AA violation and no breach of its best practices`, async ({
        page,
      }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const label of ['front', 'film', 'culture'] as const) {
      test(`screenshot of the ${label} page`, async ({ page }) => {
        await page.goto(pages[label]);
        await page.waitForLoadState('networkidle');
        await screenshotWholePage(page, `${label}-${width}.png`);
        await expect(page.locator('h1')).toHaveCount(1);
      });
    }
  });
}

// WCAG 1.4.12: with the criterion's text spacing forced on every element, nothing is cut off and nothing makes the page
// scroll sideways (pictures are left out: an image's box is its own).
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }' +
  ' p { margin-bottom: 2em !important; }';

test.describe('with WCAG text spacing at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  for (const [label, path] of Object.entries(pages)) {
    test(`${label} (${path}) cuts off no text`, async ({ page }) => {
      await page.goto(path);
      await page.addStyleTag({ content: TEXT_SPACING });
      const cutOff = await page.evaluate(() =>
        [...document.querySelectorAll('body *:not(img)')]
          .filter((element) => !element.closest('.visually-hidden'))
          .filter((element) => {
            const style = getComputedStyle(element);
            const clipsY =
              ['hidden', 'clip'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
            const clipsX =
              ['hidden', 'clip'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
            return clipsX || clipsY;
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      expect(cutOff).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    });
  }
});
