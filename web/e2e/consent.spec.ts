import { expect, test, type Page } from '@playwright/test';

import { metaPolicies, policyViolations, trackersAllowed, watchPolicyViolations } from './csp';

const ANALYTICS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.net|facebook\.com/;
const FILM = '/bestefars-bat-dxm-1000934';

/** Every request the page makes to an analytics host; the network is closed, so they are answered with stubs. */
async function recordAnalytics(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  await page
    .context()
    .route(ANALYTICS, (route) => route.fulfill({ contentType: 'text/javascript', body: '/* stub */' }));
  // The ticket links open the ticketing provider in a new tab.
  await page.context().route(/billett\.example\.no/, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  return requests;
}

/** The events gtag queued: gtag pushes its `arguments`, read here as arrays. */
function events(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event'),
  );
}

/** The names of the items VIEW_ITEM was sent for, in order. */
async function viewedItems(page: Page) {
  return (await events(page))
    .filter((entry) => entry[1] === 'VIEW_ITEM')
    .map((entry) => (entry[2] as { name: string }).name);
}

/** Until the page has nothing left to load: whatever it would send of itself, it has sent. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const banner = (page: Page) => page.getByRole('region', { name: 'Informasjonskapsler' });

test('without JavaScript there is no banner: nothing would be loaded to consent to, and its buttons do nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(FILM);
  await expect(page.locator('h1')).toHaveText('Bestefars båt');
  await expect(banner(page)).toBeHidden();
  await context.close();
});

test('no analytics before consent nor after «Avslå»; the choice holds across a reload', async ({ page }) => {
  const requests = await recordAnalytics(page);
  await page.goto(FILM);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Godta' })).toBeVisible();
  // It links the page the footer menu names for cookies.
  await expect(banner(page).getByRole('link', { name: 'Les mer om informasjonskapsler' })).toHaveAttribute(
    'href',
    '/article/info-om-cookies',
  );
  // The page is usable while the banner is up.
  await expect(page.locator('h1')).toHaveText('Bestefars båt');
  await page
    .getByRole('link', { name: /Kjøp billett/ })
    .first()
    .click();
  expect(requests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Avslå' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('fjordby:cookie-consent'))).toBe('denied');
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Bestefars båt');
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
});

test('«Godta» loads the page again, at its top where the banner was, with GA4 and the pixel; a ticket click and the film page are events with their payloads', async ({
  page,
}) => {
  const requests = await recordAnalytics(page);
  await watchPolicyViolations(page);
  await page.goto(FILM);
  // Before consent the policy in force allows no tracker host.
  expect(trackersAllowed(await metaPolicies(page), 'script-src')).toEqual([]);
  expect(trackersAllowed(await metaPolicies(page), 'connect-src')).toEqual([]);
  // The banner opens the page, in its flow: the visitor answers it at the page's top.
  await expect(banner(page).getByRole('button', { name: 'Godta' })).toBeInViewport();
  const gtag = page.waitForRequest(/www\.googletagmanager\.com\/gtag\/js\?id=G-/);
  await banner(page).getByRole('button', { name: 'Godta' }).click();
  await gtag;
  // Only a page load gives a page the policy naming the trackers: the browser's reload, which keeps the place.
  expect(
    await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
  ).toBe('reload');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(trackersAllowed(await metaPolicies(page), 'script-src')).toEqual([
    'https://www.googletagmanager.com',
    'https://connect.facebook.net',
  ]);
  await expect.poll(() => requests.some((url) => url.includes('connect.facebook.net/en_US/fbevents.js'))).toBe(true);
  await expect(banner(page)).toHaveCount(0);

  await expect
    .poll(() => events(page))
    .toContainEqual([
      'event',
      'VIEW_ITEM',
      {
        id: '9b22154d-41f5-5c86-9582-5fc46c41a4d6',
        name: 'Bestefars båt',
        brand: 'Fjordby kulturhus',
        listName: 'Bestefars båt',
        category: 'Film',
      },
    ]);
  await settled(page);
  expect(await viewedItems(page)).toEqual(['Bestefars båt']);
  await page
    .getByRole('link', { name: /Kjøp billett/ })
    .first()
    .click();
  await expect
    .poll(() => events(page))
    .toContainEqual([
      'event',
      'BUY_TICKET',
      {
        id: '9b22154d-41f5-5c86-9582-5fc46c41a4d6',
        name: 'Bestefars båt',
        brand: 'Fjordby kulturhus',
        listName: 'Billetter',
        category: 'Film',
      },
    ]);
  expect(await policyViolations(page)).toEqual([]);
});

test('the choice can be changed from the footer, and withdrawing it removes the analytics cookies', async ({
  page,
  context,
}) => {
  await recordAnalytics(page);
  await page.goto('/');
  // «Godta» loads the page again, for the policy naming the trackers.
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Godta' }).click();
  await reloaded;
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(banner(page)).toHaveCount(0);
  // As gtag.js would have set them.
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123.456', domain: '127.0.0.1', path: '/' },
    { name: '_ga_FJORDBY123', value: 'GS1.1.1', domain: '127.0.0.1', path: '/' },
    { name: 'annet', value: '1', domain: '127.0.0.1', path: '/' },
  ]);

  await page.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText('Nå har du godtatt det.');
  await banner(page).getByRole('button', { name: 'Avslå' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Innstillinger for informasjonskapsler' })).toBeFocused();
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['annet']);
  expect(await page.evaluate(() => localStorage.getItem('fjordby:cookie-consent'))).toBe('denied');
});

for (const width of [1280, 390]) {
  test(`a visitor who said yes before sends VIEW_ITEM once on landing on a film page, and once per film page after (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordAnalytics(page);
    await page.addInitScript(() => localStorage.setItem('fjordby:cookie-consent', 'granted'));
    await page.goto(FILM);
    await expect(page.locator('h1')).toHaveText('Bestefars båt');
    await expect
      .poll(() => events(page))
      .toEqual([
        [
          'event',
          'VIEW_ITEM',
          {
            id: '9b22154d-41f5-5c86-9582-5fc46c41a4d6',
            name: 'Bestefars båt',
            brand: 'Fjordby kulturhus',
            listName: 'Bestefars båt',
            category: 'Film',
          },
        ],
      ]);
    await settled(page);
    expect(await viewedItems(page)).toEqual(['Bestefars båt']);

    // On to another film through the programme, in the browser: one more, for that film.
    const menu = page.getByRole('button', { name: 'Meny' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Kino', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('Kino');
    await page.getByRole('main').getByRole('link', { name: 'Dragevokterne', exact: true }).first().click();
    await expect(page.locator('h1')).toHaveText('Dragevokterne');
    await expect.poll(() => viewedItems(page)).toEqual(['Bestefars båt', 'Dragevokterne']);
    await settled(page);
    expect(await viewedItems(page)).toEqual(['Bestefars båt', 'Dragevokterne']);
  });
}

for (const width of [390, 1280]) {
  test(`the banner comes first in the tab order and no focus stop of the front page lies under it (${width} px)`, async ({
    page,
  }) => {
    // Some 120 focus stops, one Tab each.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await banner(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // Every focus stop of the page, in order, until the focus leaves it: none overlaps the banner as it stands then.
    const covered: string[] = [];
    const seen = new Set<string>();
    for (let stop = 0; stop < 400; stop += 1) {
      const found = await page.evaluate(() => {
        const focused = document.activeElement;
        const box = document.querySelector('.cookie-banner')?.getBoundingClientRect();
        if (!focused || focused === document.body || !box) return null;
        if (!focused.hasAttribute('data-tab-stop')) focused.setAttribute('data-tab-stop', String(Math.random()));
        const rect = focused.getBoundingClientRect();
        const overlaps =
          rect.width > 0 &&
          rect.height > 0 &&
          !focused.closest('.cookie-banner') &&
          rect.left < box.right &&
          box.left < rect.right &&
          rect.top < box.bottom &&
          box.top < rect.bottom;
        const name = `${focused.tagName.toLowerCase()}: ${(focused.textContent ?? '').trim().slice(0, 40)}`;
        return { id: focused.getAttribute('data-tab-stop')!, name, overlaps };
      });
      if (found === null || seen.has(found.id)) break;
      seen.add(found.id);
      if (found.overlaps) covered.push(found.name);
      await page.keyboard.press('Tab');
    }
    // The walk went through the page: the banner, the menus, the page's links, the footer.
    expect(seen.size).toBeGreaterThan(40);
    expect(covered).toEqual([]);
  });
}
