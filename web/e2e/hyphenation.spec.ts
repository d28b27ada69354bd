import { expect, test, type Locator } from '@playwright/test';

import { manifest } from './site';

// Titles break at a syllable, with a hyphen, never mid-word without one: the server puts in soft hyphens from the
// Bokmål patterns (lib/hyphenate.ts), as Debian's Chromium has no dictionary for `hyphens: auto`.
test.use({ viewport: { width: 390, height: 800 } });

const productions = manifest()
  .routes.filter((route) => route.kind === 'film' || route.kind === 'culture')
  .map((route) => route.path);

/** Where a title's line breaks inside a word with no hyphen: the two letters on either side, as `a|b`. */
async function midWordBreaks(titles: Locator): Promise<string[]> {
  return titles.evaluateAll((elements) => {
    const found: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        let previous: { index: number; top: number; height: number } | null = null;
        for (let index = 0; index < text.length; index += 1) {
          if (!/[\p{L}\p{N}]/u.test(text[index]!)) {
            previous = null;
            continue;
          }
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          // The last of its boxes: a letter that starts a line also has an empty one at the end of the line before.
          const rect =
            [...range.getClientRects()].filter((box) => box.width > 0).at(-1) ?? range.getBoundingClientRect();
          // The next letter of the same word on a lower line: broken where there was no hyphen to break at.
          if (previous && rect.top > previous.top + previous.height / 2)
            found.push(
              `${text.slice(0, index).replaceAll('\u00ad', '')}|${text.slice(index).replaceAll('\u00ad', '')}`,
            );
          previous = { index, top: rect.top, height: rect.height };
        }
      }
    }
    return found;
  });
}

test('every production page’s title breaks only between words or at a hyphen, at 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  expect(productions.length).toBeGreaterThan(30);
  const broken: string[] = [];
  for (const path of productions) {
    await page.goto(path);
    broken.push(...(await midWordBreaks(page.locator('h1'))));
  }
  expect(broken).toEqual([]);
});

for (const path of ['/', '/kino', '/program', '/filmer', '/kommende', '/nyheter']) {
  test(`the card and slide titles of ${path} break only between words or at a hyphen, at 390 px`, async ({ page }) => {
    await page.goto(path);
    const titles = page.locator('.card__title, .slideshow__title');
    expect(await titles.count()).toBeGreaterThan(0);
    expect(await midWordBreaks(titles)).toEqual([]);
  });
}

test('the soft hyphens are in the visible title only: not in its name, the document title, meta or JSON-LD', async ({
  page,
}) => {
  await page.goto('/pingvinpatruljen-dxm-1001330');
  const heading = page.getByRole('heading', { level: 1, name: 'Pingvinpatruljen', exact: true });
  await expect(heading).toHaveCount(1);
  expect(await heading.textContent()).toBe('Ping\u00advin\u00adpa\u00adtrul\u00adjen');
  const head = await page.evaluate(() =>
    [
      document.title,
      ...[...document.querySelectorAll('meta')].map((meta) => meta.content),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
    ].join('\n'),
  );
  expect(head).toContain('Pingvinpatruljen');
  expect(head).not.toContain('\u00ad');
});
