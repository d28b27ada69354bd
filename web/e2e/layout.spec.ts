/** The shared layout and the interactive blocks in the browser: menus, redirects, trailer, carousel, day filter, JSON-LD. */
import { expect, test, type Page } from '@playwright/test';

import { middles } from './boxes';
import { expectDayFilter, programmeShowings } from './programme';
import { dataDir } from './site';

const FILM = '/bestefars-bat-dxm-1000934';

/** The header menu's top-level items as a visitor reads them (links and the disclosure button). */
function topLevelItems(page: Page) {
  return page
    .locator('nav[aria-label="Hovedmeny"] > ul.menu > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('a, button')?.textContent));
}

test('the desktop menu: the sample’s items in CMS order, no «Meny» button', async ({ page }) => {
  await page.goto('/kino');
  expect(await topLevelItems(page)).toEqual([
    'jazz (åpnes i ny fane)',
    'Kulturprogram',
    'Den Store Kinodagen',
    'Kino',
    'Praktisk info',
    'Utleie',
    'Nyheter',
    'Om oss',
  ]);
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meny', exact: true })).toBeHidden();
});

test('at 1280 px the logo and search come first, then the whole menu on one line with the member icon', async ({
  page,
}) => {
  await page.goto('/kino');
  const header = page.getByRole('banner');
  const menu = header.getByRole('navigation', { name: 'Hovedmeny' });
  const menuRow = await middles([
    ...(await menu.locator('.menu > li > a, .menu-disclosure__button').all()),
    header.getByRole('link', { name: 'Logg inn' }),
  ]);
  expect(menuRow).toHaveLength(9);
  expect(Math.max(...menuRow) - Math.min(...menuRow)).toBeLessThanOrEqual(4);
  const [logo, search] = await middles([
    header.getByRole('link', { name: 'Fjordby kulturhus' }),
    header.getByRole('combobox', { name: 'Søk' }),
  ]);
  expect(Math.abs(logo! - search!)).toBeLessThanOrEqual(4);
  expect(search!).toBeLessThan(Math.min(...menuRow));
  // The keyboard goes as the eye reads: the logo, the search form, then the menu.
  await header.getByRole('link', { name: 'Fjordby kulturhus' }).focus();
  await page.keyboard.press('Tab');
  await expect(header.getByRole('combobox', { name: 'Søk' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'jazz' })).toBeFocused();
});

test('a tablet’s width (800 px) has the menu behind «Meny»; from 1024 px it is open on one line', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await page.goto('/kino');
  const header = page.getByRole('banner');
  const menu = header.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(header.getByRole('button', { name: 'Meny', exact: true })).toBeVisible();
  await expect(menu).toBeHidden();

  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(header.getByRole('button', { name: 'Meny', exact: true })).toBeHidden();
  const menuRow = await middles(await menu.locator('.menu > li > a, .menu-disclosure__button').all());
  expect(menuRow).toHaveLength(8);
  expect(Math.max(...menuRow) - Math.min(...menuRow)).toBeLessThanOrEqual(4);
});

test('the menu item of the page shown has aria-current="page"', async ({ page }) => {
  await page.goto('/kino');
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(menu.getByRole('link', { name: 'Kino', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  await page.goto('/nyheter');
  await expect(menu.getByRole('link', { name: 'Nyheter' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Kino', exact: true })).not.toHaveAttribute('aria-current');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('«Meny» opens the menu, «Lukk meny» and Escape close it and give the focus back', async ({ page }) => {
    await page.goto('/kino');
    const toggle = page.getByRole('button', { name: 'Meny', exact: true });
    const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Om oss' })).toBeVisible();
    // Each item is a finger's target across the panel: at least 44 px high (WCAG 2.5.5's size), all one width.
    const boxes = await menu
      .locator('.menu > li > a, .menu-disclosure__button')
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
      );
    expect(boxes.length).toBe(8);
    expect(Math.min(...boxes.map((box) => box.height))).toBeGreaterThanOrEqual(44);
    expect(new Set(boxes.map((box) => box.width)).size).toBe(1);
    await page.getByRole('button', { name: 'Lukk meny' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Kino', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('without JavaScript the menu is shown and «Meny» is not', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/kino');
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Meny', exact: true })).toBeHidden();
    await context.close();
  });
});

test('at 320 px the logo, «Meny» and the member icon share one row, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/kino');
  const header = page.getByRole('banner');
  const row = [
    header.getByRole('link', { name: 'Fjordby kulturhus' }),
    header.getByRole('button', { name: 'Meny', exact: true }),
    header.getByRole('link', { name: 'Logg inn' }),
  ];
  const rowMiddles = await middles(row);
  expect(Math.max(...rowMiddles) - Math.min(...rowMiddles)).toBeLessThanOrEqual(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

test('the Utleie submenu by keyboard only', async ({ page }) => {
  await page.goto('/kino');
  const utleie = page.getByRole('button', { name: 'Utleie' });
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    if (await utleie.evaluate((button) => button === document.activeElement)) break;
  }
  await expect(utleie).toBeFocused();
  await expect(utleie).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(utleie).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Møterom og selskap', 'Kinovestibylen og kinoteatret', 'Paviljongen']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name })).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(utleie).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Paviljongen' })).toBeHidden();
  await expect(utleie).toBeFocused();
});

test('a film’s ticket link goes to the ticketing host, venue and event number, in a new tab', async ({ page }) => {
  await page.goto(FILM);
  const ticket = page.getByRole('link', { name: /^Kjøp billett/ }).first();
  expect(await ticket.getAttribute('href')).toMatch(/^https:\/\/billett\.example\.no\/fjordbykulturhus\/\d+$/);
  await expect(ticket).toHaveAttribute('target', '_blank');
  await expect(ticket).toHaveAttribute('rel', 'noopener noreferrer');
});

test('on a phone a showing is its day over its time and hall, with «Kjøp billett» beside them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(FILM);
  const showing = page.locator('.ticket-list__item').first();
  const [day, time, hall, ticket] = await Promise.all(
    [
      showing.locator('.ticket-list__day'),
      showing.locator('.ticket-list__time'),
      showing.locator('.ticket-list__auditorium'),
      showing.getByRole('link', { name: /^Kjøp billett/ }),
    ].map(async (part) => (await part.boundingBox())!),
  );
  // The day on one line, and the time and hall on the line below it, side by side.
  expect(day!.height).toBeLessThan(32);
  expect(time!.y).toBeGreaterThanOrEqual(day!.y + day!.height);
  expect(Math.abs(hall!.y + hall!.height / 2 - (time!.y + time!.height / 2))).toBeLessThanOrEqual(4);
  expect(hall!.x).toBeGreaterThan(time!.x + time!.width);
  // The link beside both lines, not under them.
  expect(ticket!.x).toBeGreaterThan(day!.x + day!.width);
  expect(ticket!.y).toBeLessThan(time!.y + time!.height);
  expect(ticket!.y + ticket!.height).toBeGreaterThan(day!.y);
});

test('a film’s showings come a day at a time under day buttons; the film’s text right after them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(FILM);
  const days = page.getByRole('group', { name: 'Velg dag' }).getByRole('button');
  await expect(days.first()).toHaveAttribute('aria-pressed', 'true');
  const shown = page.locator('.ticket-list:visible');
  await expect(shown).toHaveCount(1);
  const first = await shown.getAttribute('aria-label');
  // The film's own text within two screens of the list's heading, not after two dozen rows.
  const heading = (await page.getByRole('heading', { name: 'Billetter' }).boundingBox())!;
  const about = (await page.getByRole('heading', { name: 'Om filmen' }).boundingBox())!;
  expect(about.y - heading.y).toBeLessThan(2 * 640);

  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(days.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(shown).toHaveCount(1);
  expect(await shown.getAttribute('aria-label')).not.toBe(first);
  for (const time of await shown.locator('time').all()) {
    expect(await time.textContent()).toContain((await shown.getAttribute('aria-label'))!);
  }
});

test('without JavaScript a film shows every showing of its first page, and no day buttons', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 640 } });
  const noScript = await context.newPage();
  await noScript.goto(FILM);
  await expect(noScript.locator('.ticket-list__item').nth(11)).toBeVisible();
  await expect(noScript.getByRole('group', { name: 'Velg dag' })).toBeHidden();
  await context.close();
});

test('an old path with JavaScript lands on its target', async ({ page }) => {
  await page.goto('/billetter');
  await expect(page).toHaveURL(/\/kino$/);
  await expect(page.locator('h1')).toHaveText('Kino');
});

test('a client navigation to an old path is replaced by its target, without a page load', async ({ page }) => {
  await page.goto('/');
  // The link is in the static HTML: what tells that the router runs is React's hold on it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const link = document.querySelector('nav a[href="/kino"]');
        return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  // Marks this document: a page load would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The router follows the History API (Next.js syncs pushState with usePathname), as it follows a link.
  await page.evaluate(() => history.pushState(null, '', '/billetter'));
  await expect(page).toHaveURL(/\/kino$/);
  await expect(page.locator('h1')).toHaveText('Kino');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Replaced: going back leaves the old path out.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('an old path without JavaScript: the server answers it with a 301 to its target', async ({ browser, request }) => {
  const response = await request.get('/billetter', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/kino');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/billetter');
  await expect(page).toHaveURL(/\/kino$/);
  await expect(page.locator('h1')).toHaveText('Kino');
  await context.close();
});

test('«Se trailer» opens the privacy-enhanced player in a dialog; Escape closes it', async ({ page }) => {
  await page.goto(FILM);
  await expect(page.locator('iframe')).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Se trailer' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Bestefars båt' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/f2ca69dd8b3?autoplay=1',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test.describe('at 800 px', () => {
  // Instant scrolling: the buttons' states follow each press at once.
  test.use({ viewport: { width: 800, height: 900 }, reducedMotion: 'reduce' });

  test('the carousel’s arrows turn the row and are disabled at its ends; keys scroll it', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Aktuelt i kulturhuset' }) });
    const row = section.getByRole('group', { name: 'Aktuelt i kulturhuset' });
    const previous = section.getByRole('button', { name: 'Forrige' });
    const next = section.getByRole('button', { name: 'Neste' });
    const scrollLeft = () => row.evaluate((element) => element.scrollLeft);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(100);
    await expect(previous).toBeEnabled();
    const turned = await scrollLeft();

    await row.focus();
    await page.keyboard.press('End');
    await expect(next).toBeDisabled();
    const end = await scrollLeft();
    expect(end).toBeGreaterThanOrEqual(turned);

    await previous.click();
    await expect.poll(scrollLeft).toBeLessThan(end);
    await expect(next).toBeEnabled();

    await row.focus();
    await page.keyboard.press('Home');
    await expect.poll(scrollLeft).toBe(0);
    await expect(previous).toBeDisabled();
  });
});

test('a carousel whose cards fit its width has no arrows and is no tab stop', async ({ page }) => {
  await page.goto('/fjordby-jazz');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Årets konserter' }) });
  const row = section.getByRole('group', { name: 'Årets konserter' });
  await expect(row.getByRole('listitem')).toHaveCount(3);
  await expect(row).toHaveAttribute('tabindex', '-1');
  await expect(section.getByRole('button', { name: 'Forrige' })).toBeHidden();
  await expect(section.getByRole('button', { name: 'Neste' })).toBeHidden();
});

test('the front page draws its lower blocks as they come near the screen, and then in full', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const news = page.locator('section', { has: page.getByRole('heading', { name: 'Nyheter' }) });
  const drawn = () =>
    news.evaluate((block) => block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
  expect(await drawn()).toBe(false);
  await news.getByRole('heading', { name: 'Nyheter' }).scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  // Drawn in full, the blocks above it may have grown from their estimated height: it is found where it is now.
  await news.getByRole('heading', { name: 'Nyheter' }).scrollIntoViewIfNeeded();
  await expect(news.getByRole('heading', { name: 'Nyheter' })).toBeInViewport();
});

// «Dagens program» is tonight at a glance: beside the slideshow on a desktop, its first ticket link in the first
// screen; under it on a phone, within the first two.
for (const [width, height, screens] of [
  [1280, 800, 1],
  [390, 844, 2],
] as const) {
  test(`at ${width} px the front page’s first showtime is within its first ${screens === 1 ? 'screen' : 'two screens'}`, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('fjordby:cookie-consent', 'denied'));
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const first = page.locator('.block-schedule a.showtime').first();
    // Polled: as the visitor's clock comes, a showing that has started leaves the list and the next takes its place.
    await expect
      .poll(async () => {
        const box = await first.boundingBox();
        return box ? box.y + box.height : Infinity;
      })
      .toBeLessThanOrEqual(screens * height);
  });
}

test('on a phone the front page’s news are a row of cards; /nyheter lists them, each picture beside its title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  const row = page.getByRole('group', { name: 'Nyheter' });
  const cards = row.getByRole('article');
  // The route data's first page of the 21 news: twelve; /nyheter has them all.
  await expect(cards).toHaveCount(12);
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(second.y).toBe(first.y);
  expect(second.x).toBeGreaterThan(first.x + first.width);

  await page.goto('/nyheter');
  await expect(page.getByRole('group', { name: 'Nyheter' })).toHaveCount(0);
  const article = page.getByRole('article').first();
  const [picture, title] = [
    (await article.locator('.card__media').boundingBox())!,
    (await article.getByRole('heading').boundingBox())!,
  ];
  expect(title.x).toBeGreaterThan(picture.x + picture.width);
});

test('on a phone the programme’s films are rows, each poster beside its title and showings', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/kino');
  const film = page.locator('.card--showings').first();
  const [card, poster, title] = await Promise.all(
    [film, film.locator('.card__media'), film.getByRole('heading')].map(async (part) => (await part.boundingBox())!),
  );
  expect(title!.x).toBeGreaterThan(poster!.x + poster!.width);
  expect(title!.y).toBeLessThan(poster!.y + poster!.height);
  // Under a third of the screen for the poster: a film takes about 320 px of height with its language and format
  // under its facts, not the 680 px of a full-width poster.
  expect(poster!.width).toBeLessThan(120);
  expect(card!.height).toBeLessThan(340);
});

test('on a phone the day buttons are one row that scrolls sideways, and a focused one scrolls into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/kino');
  const group = page.getByRole('group', { name: 'Velg dag' });
  const buttons = group.getByRole('button');
  await expect(buttons).toHaveCount(8);
  const boxes = await buttons.evaluateAll((all) => all.map((button) => button.getBoundingClientRect().toJSON()));
  expect(new Set(boxes.map((box: DOMRect) => box.top)).size).toBe(1);
  // The row runs to the window's edges; the page itself does not scroll sideways.
  const row = (await group.boundingBox())!;
  expect([row.x, row.width]).toEqual([0, 360]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  const last = buttons.last();
  expect((await last.boundingBox())!.x).toBeGreaterThan(360);
  await last.focus();
  await expect
    .poll(async () => (await last.boundingBox())!.x + (await last.boundingBox())!.width)
    .toBeLessThanOrEqual(360);
});

test('on a phone the quick links are tiles, two to a row', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/program');
  const links = page.getByRole('navigation', { name: 'Snarveier' }).getByRole('link');
  await expect(links).toHaveText(['Kinoprogram', 'Kommende filmer', 'Kulturprogram', 'Praktisk informasjon']);
  const boxes = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().toJSON()));
  expect(new Set(boxes.map((box: DOMRect) => box.top)).size).toBe(2);
  for (const box of boxes as DOMRect[]) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(344);
  }
});

test('a title that repeats the cover’s is not shown twice', async ({ page }) => {
  await page.goto('/den-store-kinodagen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Den Store Kinodagen');
  await expect(page.getByRole('heading', { name: 'Den Store Kinodagen' })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Bestefars båt');
});

test('on a phone what the culture programme plays, and its category, line up beside the ticket times', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/kulturprogram');
  const rows = page.locator('.schedule__item');
  expect(await rows.count()).toBeGreaterThan(10);
  const boxes = await rows.evaluateAll((items) =>
    items.map((item) => {
      const box = (selector: string) => item.querySelector(selector)!.getBoundingClientRect();
      return { time: box('.showtime'), title: box('.schedule__what a'), category: box('.schedule__category') };
    }),
  );
  const titleLeft = boxes[0]!.title.left;
  for (const { time, title, category } of boxes) {
    expect(title.left).toBe(titleLeft);
    expect(title.left).toBeGreaterThan(time.right);
    // Level with the time: a title over two lines reaches above and below it.
    expect(title.top).toBeLessThan(time.bottom);
    expect(title.bottom).toBeGreaterThan(time.top);
    // Beside the title when there is room, else under it: never under the time.
    expect(category.left).toBeGreaterThanOrEqual(titleLeft);
  }
});

test('the programme’s day buttons show one day’s timetable in time order, «Alle dager» the films again', async ({
  page,
}) => {
  await page.goto('/kino');
  const buttons = page.getByRole('group', { name: 'Velg dag' }).getByRole('button');
  await expect(buttons.first()).toHaveText('Alle dager');
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('.card-section .card');
  await expect(cards).toHaveCount(18);
  // The first day button is the earliest day any film plays.
  const earliest = [...programmeShowings(dataDir, '/kino').values()].flat().sort()[0]!.slice(0, 10);
  await expectDayFilter(page, dataDir, '/kino', Date.now(), 1);
  expect(new URL(page.url()).searchParams.get('dag')).toBe(earliest);
  await buttons.first().click();
  await expect(cards).toHaveCount(18);
  expect(new URL(page.url()).search).toBe('');
});

test('the front page’s schedule shows one day at a time: a week of day buttons, then «Flere dager»', async ({
  page,
}) => {
  await page.goto('/');
  const schedule = page.locator('.block-schedule');
  const group = schedule.getByRole('group', { name: 'Velg dag' });
  const days = group.getByRole('button');
  await expect(days.first()).toHaveAttribute('aria-pressed', 'true');
  // Every day the schedule holds is offered: its further pages are fetched as the visitor reaches for the buttons.
  await page.waitForLoadState('networkidle');
  await group.hover();
  await expect(days).toHaveCount(7);
  await expect(schedule.getByRole('combobox', { name: 'Flere dager' })).toBeVisible();
  await expect(schedule.locator('.schedule__day:visible')).toHaveCount(1);
  await expect(schedule.getByRole('button', { name: 'Vis flere' })).toHaveCount(0);
  await days.nth(2).click();
  const day = schedule.locator('.schedule__day:visible');
  await expect(day).toHaveCount(1);
  const heading = (await day.getByRole('heading').textContent())!;
  const later = schedule.getByRole('combobox', { name: 'Flere dager' });
  const option = (await later.locator('option').nth(1).textContent())!;
  await later.selectOption({ label: option });
  await expect(day.getByRole('heading')).toHaveText(option);
  expect(option).not.toBe(heading);
  // One heading a day, however many pages its showings came in.
  const headings = await schedule.locator('.schedule__day h3').allTextContents();
  expect(new Set(headings).size).toBe(headings.length);
});

test('a film page has the house and the Movie with its auditoriums and screenings as JSON-LD', async ({ page }) => {
  await page.goto(FILM);
  const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) =>
      JSON.parse(text) as {
        '@type'?: unknown;
        '@graph'?: { '@type': string; '@id'?: string; name: string; location?: { '@id'?: string } }[];
      },
  );
  expect(documents.map((data) => data['@type'] ?? 'graph')).toEqual([
    'graph',
    ['MovieTheater', 'PerformingArtsTheater'],
  ]);
  const graph = documents[0]!['@graph']!;
  expect(graph[0]).toMatchObject({ '@type': 'Movie', name: 'Bestefars båt' });
  const places = graph.filter((node) => node['@type'] === 'Place');
  const screenings = graph.filter((node) => node['@type'] === 'ScreeningEvent');
  expect(places.length + screenings.length).toBe(graph.length - 1);
  expect(screenings.length).toBeGreaterThan(0);
  // Every screening is in one of the page's auditoriums, each of which is in the house.
  const placeIds = places.map((place) => place['@id']);
  expect(new Set(placeIds).size).toBe(places.length);
  for (const screening of screenings) expect(placeIds).toContain(screening.location?.['@id']);
  for (const place of places) expect(place['@id']).toMatch(/^https:\/\/www\.fjordbykulturhus\.no\/#sted-sal-\d$/);
});
