import { expect, type Page, test } from '@playwright/test';

import { policyViolations, watchPolicyViolations } from './csp';

// The sample CMS draws each picture on its first request: a page of them takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Every picture comes from an origin the policy's `img-src` names (the site, the image service), the favicon too.
test.beforeEach(({ page }) => watchPolicyViolations(page));
test.afterEach(async ({ page }) => expect(await policyViolations(page)).toEqual([]));

const FILM = '/bestefars-bat-dxm-1000934';
const FRONT = '/';
const SENIORS = '/fjordby-seniorsenter';

interface Shown {
  src: string;
  currentSrc: string;
  srcset: string;
  loading: string | null;
  fetchPriority: string | null;
  naturalWidth: number;
}

/** The content type of every picture the page fetched from the image service, by URL. */
function recordPictures(page: Page): Map<string, string> {
  const types = new Map<string, string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/images/')) {
      types.set(response.url(), response.headers()['content-type'] ?? '');
    }
  });
  return types;
}

/** Every picture a visitor can see (hidden slides aside), each scrolled to and loaded, in document order. */
async function shownPictures(page: Page): Promise<Shown[]> {
  const images = page.locator('img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  const shown = [];
  for (let n = 0; n < count; n++) {
    const image = images.nth(n);
    if (await image.evaluate((img) => img.closest('[hidden]') !== null)) continue;
    await image.scrollIntoViewIfNeeded(); // lazy pictures, also those in a sideways row, start loading
    shown.push(image);
  }
  const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
  for (const image of shown) await expect.poll(() => image.evaluate(loaded), { timeout: 30_000 }).toBe(true);
  return Promise.all(
    shown.map((image) =>
      image.evaluate((img: HTMLImageElement) => ({
        src: img.getAttribute('src') ?? '',
        currentSrc: img.currentSrc,
        srcset: img.getAttribute('srcset') ?? '',
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        naturalWidth: img.naturalWidth,
      })),
    ),
  );
}

function widths(srcset: string): string[] {
  return srcset.split(', ').map((candidate) => candidate.trim().split(' ')[1] ?? '');
}

async function expectServedPictures(page: Page, path: string): Promise<Shown[]> {
  const types = recordPictures(page);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  await page.goto(path);
  const shown = await shownPictures(page);
  for (const image of shown) {
    expect(image.naturalWidth).toBeGreaterThan(0);
    expect(image.currentSrc).toContain('/images/');
    expect(image.currentSrc).toMatch(/[?&]w=\d+&/);
    expect(image.currentSrc).toContain('auto=compress,format');
    expect(['image/avif', 'image/webp']).toContain(types.get(image.currentSrc));
  }
  expect(blocked).toEqual([]);
  return shown;
}

test('a film page: the logo and the cover load eagerly, in AVIF or WebP, from a srcset', async ({ page }) => {
  const [logo, cover, ...rest] = await expectServedPictures(page, FILM);
  expect(rest).toEqual([]);
  // The logo: a fixed size, so 1x and 2x.
  expect(logo?.loading).toBe('eager');
  expect(widths(logo?.srcset ?? '')).toEqual(['1x', '2x']);
  // The cover: the first picture of the page, the film's poster cropped to 2:3 (it has no focal point).
  expect(cover?.loading).toBe('eager');
  expect(cover?.fetchPriority).toBe('high');
  expect(cover?.currentSrc).toContain('/images/film/1000934-poster.jpg?w=');
  expect(cover?.currentSrc).toMatch(/\?w=(\d+)&h=\d+&fit=crop&auto=compress,format$/);
  const [, w, h] = /\?w=(\d+)&h=(\d+)/.exec(cover!.currentSrc)!;
  expect(Number(h) / Number(w)).toBeCloseTo(3 / 2, 1);
  expect(widths(cover?.srcset ?? '').length).toBeGreaterThanOrEqual(6);
});

test('the front page: the first slide is fetched first, every picture below the fold lazily', async ({ page }) => {
  const [logo, slide, ...below] = await expectServedPictures(page, FRONT);
  expect(logo?.loading).toBe('eager');
  expect(slide?.loading).toBe('eager');
  expect(slide?.fetchPriority).toBe('high');
  expect(slide?.currentSrc).toContain('fit=crop');
  expect(below.length).toBeGreaterThan(3);
  for (const image of below) {
    expect(image.loading).toBe('lazy');
    expect(image.fetchPriority).toBeNull();
    expect(widths(image.srcset).length).toBeGreaterThanOrEqual(4);
    expect(image.currentSrc).toMatch(/[?&]w=\d+&h=\d+&fit=crop/);
  }
});

test('a card in a row asks only for the widths its 16rem box can use', async ({ page }) => {
  await page.goto(FRONT);
  const news = page.getByRole('group', { name: 'Nyheter' }).locator('img');
  expect(await news.count()).toBeGreaterThan(3);
  for (const srcset of await news.evaluateAll((images) => images.map((img) => img.getAttribute('srcset') ?? ''))) {
    expect(widths(srcset)).toEqual(['256w', '384w', '480w', '640w', '828w']);
  }
});

test('a listing page: its first poster is fetched first, the others lazily', async ({ page }) => {
  const [logo, first, ...below] = await expectServedPictures(page, '/kino');
  expect(logo?.loading).toBe('eager');
  expect([first?.loading, first?.fetchPriority]).toEqual(['eager', 'high']);
  expect(first?.currentSrc).toMatch(/[?&]w=\d+&h=\d+&fit=crop/);
  expect(below.length).toBeGreaterThan(3);
  for (const image of below) expect([image.loading, image.fetchPriority]).toEqual(['lazy', null]);
});

test('a record without pictures shows the landscape placeholder in a box of the same size', async ({ page }) => {
  await page.goto(SENIORS);
  const without = page.getByRole('article').filter({ hasText: 'Allsang på seniorsenteret' });
  await expect(without.locator('[data-placeholder="landscape"] svg')).toBeVisible();
  await expect(without.locator('img')).toHaveCount(0);
  const other = page.getByRole('article').filter({ hasText: 'Seniordans i Paviljongen' });
  await expect(other.locator('img')).toHaveCount(1);
  const [empty, full] = await Promise.all([
    without.locator('.card__media').boundingBox(),
    other.locator('.card__media').boundingBox(),
  ]);
  expect(empty?.height).toBeGreaterThan(100);
  expect(empty?.height).toBeCloseTo(full?.height ?? 0, 0);
  expect(empty?.width).toBeCloseTo(full?.width ?? 0, 0);
});
