import { expect, test, type Locator, type Page } from '@playwright/test';

import { axeViolations } from './axe';

/** The search page's own field (the header has one too). */
function pageField(page: Page) {
  return page
    .getByRole('search', { name: 'Søk i filmer, arrangementer og artikler' })
    .getByRole('searchbox', { name: 'Søk' });
}

function hitTitles(within: Page | Locator) {
  return within.locator('.search-hit__title');
}

/** The header's field, behind «Meny» below 1024 px: opened there first. */
async function headerField(page: Page) {
  const menu = page.getByRole('button', { name: 'Meny' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('search', { name: 'Søk på nettstedet' }).getByRole('combobox', { name: 'Søk' });
}

/** Every request for the search index. */
function indexRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/data/search-index.json') asked.push(request.url());
  });
  return asked;
}

test('the header search goes to /sok?q=… with the results of kjøp', async ({ page }) => {
  await page.goto('/kino');
  const field = await headerField(page);
  await field.fill('kjøp');
  // The suggestions are up, none chosen: Enter submits the query.
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/sok\?q=kj%C3%B8p$/);
  await expect(pageField(page)).toHaveValue('kjøp');
  await expect(page.getByRole('status')).toHaveText(/^\d+ treff$/);
  // «kjøpe» is in the article's summary: the start of a word finds it.
  const link = page.getByRole('link', { name: 'Ny app: Kinobilletten rett i lomma' });
  await expect(link).toHaveAttribute('href', '/article/ny-app-kinobilletten-rett-i-lomma');
  await link.click();
  await expect(page).toHaveURL(/\/article\/ny-app-kinobilletten-rett-i-lomma$/);
  await expect(page.locator('h1')).toHaveText('Ny app: Kinobilletten rett i lomma');
  await page.goBack();
  await expect(page).toHaveURL(/\/sok\?q=kj%C3%B8p$/);
  await expect(pageField(page)).toHaveValue('kjøp');
  await expect(link).toBeVisible();
});

test('the results meet WCAG 2.1 AA, at 360 px too', async ({ page }) => {
  // Two runs of axe over twenty hits («konsert» is in many texts): on a busy machine more than the default 30 s.
  test.slow();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/sok?q=konsert');
    await expect(page.getByRole('status')).toHaveText(/^\d+ treff$/);
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('on a phone the search page’s field has the line to itself, with «Søk» under it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/sok');
  const form = page.getByRole('search', { name: 'Søk i filmer, arrangementer og artikler' });
  const [formBox, fieldBox, buttonBox] = await Promise.all(
    [form, pageField(page), form.getByRole('button', { name: 'Søk' })].map(async (part) => (await part.boundingBox())!),
  );
  // The whole content width (360 px less the page's 16 px margins), so «Søk etter filmer og arrangementer» shows.
  expect(fieldBox!.width).toBe(328);
  expect(fieldBox!.width).toBe(formBox!.width);
  expect(buttonBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height);
});

test('a query without æ, ø, å finds the titles with them', async ({ page }) => {
  await page.goto('/sok?q=bolger');
  await expect(pageField(page)).toHaveValue('bolger');
  // A film whose summary speaks of «bølger» comes first, under «Filmer»; the show of that title leads its group.
  await expect(hitTitles(page.getByRole('region', { name: 'Arrangementer' })).first()).toHaveText('Bølger');
  await page.goto('/sok?q=Aapningstider');
  await expect(hitTitles(page).first()).toHaveText('Åpningstider i jula');
  const card = page.locator('.search-hit').first();
  await expect(card.locator('.search-hit__meta')).toHaveText(
    /^Artikkel · (man|tir|ons|tor|fre|lør|søn)\. \d{1,2}\. \S+ \d{4}$/,
  );
});

test('a misspelt query finds what was meant', async ({ page }) => {
  await page.goto('/sok?q=dukkehjen');
  await expect(hitTitles(page).first()).toHaveText('Et dukkehjem');
  await expect(page.locator('.search-hit').first().locator('.search-hit__meta')).toContainText('Arrangement · Teater');
});

test('films are found, grouped first under «Filmer»', async ({ page }) => {
  await page.goto('/sok?q=Dragevokterne');
  await expect(page.getByRole('status')).toHaveText(/^\d+ treff$/);
  const films = page.getByRole('region', { name: 'Filmer' });
  await expect(films.getByRole('link', { name: 'Dragevokterne' })).toHaveAttribute('href', /^\/dragevokterne-dxm-\d+$/);
  await expect(films.locator('.search-hit__meta').first()).toHaveText(/^Film · /);
  await page.goto('/sok?q=drage');
  await expect(page.getByRole('region', { name: 'Filmer' }).getByRole('link', { name: 'Dragevokterne' })).toBeVisible();
  await page.goto('/sok?q=praktisk');
  await expect(
    page.getByRole('region', { name: 'Sider' }).getByRole('link', { name: 'Praktisk informasjon' }),
  ).toBeVisible();
});

test('a query that finds nothing is offered with its word one letter off put right', async ({ page }) => {
  await page.goto('/sok?q=fjordby%20jazs');
  await expect(page.getByRole('status')).toHaveText('Ingen treff for «fjordby jazs».');
  await page.getByRole('main').getByRole('link', { name: 'fjordby jazz' }).click();
  await expect(page).toHaveURL(/\/sok\?q=fjordby\+jazz$/);
  await expect(
    page.getByRole('region', { name: 'Arrangementer' }).getByRole('link', { name: 'Fjordby Jazz: Sofie Lind Trio' }),
  ).toBeVisible();
  // A director's name is found as such, never offered a title that shares a few letters with it.
  await page.goto('/sok?q=Mikkel%20Frost');
  await expect(page.getByRole('status')).toHaveText('1 treff');
  await expect(page.getByText(/^Mente du/)).toHaveCount(0);
});

test('a query with no hits says so and names it; an empty one asks for a word', async ({ page }) => {
  await page.goto('/sok?q=xylofon');
  await expect(page.getByRole('status')).toHaveText('Ingen treff for «xylofon».');
  await expect(page.locator('.search-hit')).toHaveCount(0);
  await page.goto('/sok');
  await expect(page.getByRole('status')).toHaveText('Skriv inn et søkeord');
});

test('the search page fetches its index when the visitor reaches for the field, not while it starts', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/data/search-index.json') asked.push(request.url());
  });
  await page.goto('/sok');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.getByRole('status')).toHaveText('Skriv inn et søkeord');
  await pageField(page).click();
  await expect.poll(() => asked.length).toBe(1);
  await pageField(page).pressSequentially('konsert');
  await expect(page.getByRole('status')).toHaveText(/^\d+ treff$/);
  expect(asked).toHaveLength(1);
});

test('typing searches at once and keeps the query in the URL, across a reload', async ({ page }) => {
  await page.goto('/sok');
  await pageField(page).pressSequentially('dukkeh');
  await expect(page).toHaveURL(/\/sok\?q=dukkeh$/);
  await expect(hitTitles(page).first()).toHaveText('Et dukkehjem');
  await pageField(page).press('Enter');
  await expect(page).toHaveURL(/\/sok\?q=dukkeh$/);
  await page.reload();
  await expect(pageField(page)).toHaveValue('dukkeh');
  await expect(hitTitles(page).first()).toHaveText('Et dukkehjem');
  await pageField(page).fill('');
  await expect(page).toHaveURL(/\/sok$/);
  await expect(page.getByRole('status')).toHaveText('Skriv inn et søkeord');
});

for (const width of [1280, 390]) {
  test.describe(`the header’s suggestions at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the index loads when the field gets the focus, not with the page', async ({ page }) => {
      const asked = indexRequests(page);
      await page.goto('/bestefars-bat-dxm-1000934');
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      const field = await headerField(page);
      await expect(field).toHaveAttribute('placeholder', 'Søk etter film, konsert …');
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await field.click();
      await expect.poll(() => asked.length).toBe(1);
    });

    test('typing offers the first hits with their kind; the arrows and Enter open one', async ({ page }) => {
      await page.goto('/kino');
      const field = await headerField(page);
      await field.pressSequentially('drage');
      const list = page.getByRole('listbox', { name: 'Forslag' });
      await expect(list.getByRole('option')).toHaveCount(1);
      await expect(list.getByRole('option', { name: 'Dragevokterne, Film', exact: true })).toBeVisible();
      await expect(page.getByText('1 forslag', { exact: true })).toBeAttached();
      await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
      // The list lies under the field, on the page's width.
      const [fieldBox, listBox] = await Promise.all([field.boundingBox(), list.boundingBox()]);
      expect(listBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height);
      expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(width);

      await field.fill('jazz');
      await expect(list.getByRole('option')).toHaveCount(6);
      await expect(page.getByText('6 forslag', { exact: true })).toBeAttached();
      await field.press('ArrowDown');
      await field.press('ArrowDown');
      const second = list.getByRole('option').nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
      await expect(field).toBeFocused();
      const href = (await second.getAttribute('href'))!;
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test('a click on a suggestion opens its page', async ({ page }) => {
      await page.goto('/kino');
      const field = await headerField(page);
      await field.pressSequentially('drage');
      await page.getByRole('option', { name: 'Dragevokterne, Film' }).click();
      await expect(page).toHaveURL(/\/dragevokterne-dxm-\d+$/);
      await expect(page.locator('h1')).toHaveText('Dragevokterne');
    });

    test('Escape closes the list, then empties the field', async ({ page }) => {
      await page.goto('/kino');
      const field = await headerField(page);
      await field.pressSequentially('jazz');
      await expect(page.getByRole('listbox', { name: 'Forslag' })).toBeVisible();
      await field.press('Escape');
      await expect(page.getByRole('listbox', { name: 'Forslag' })).toBeHidden();
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await expect(field).toHaveValue('jazz');
      await field.press('Escape');
      await expect(field).toHaveValue('');
      await expect(field).toBeFocused();
    });

    test('the open list meets WCAG 2.1 AA', async ({ page }) => {
      await page.goto('/kino');
      const field = await headerField(page);
      await field.pressSequentially('jazz');
      await field.press('ArrowDown');
      await expect(page.getByRole('listbox', { name: 'Forslag' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

for (const width of [390, 1280]) {
  test.describe(`what the search finds, at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('«rullestol» finds «Praktisk informasjon» by its text', async ({ page }) => {
      await page.goto('/sok');
      await pageField(page).fill('rullestol');
      await expect(page.getByRole('status')).toHaveText(/^\d+ treff$/);
      const link = page.getByRole('region', { name: 'Sider' }).getByRole('link', { name: 'Praktisk informasjon' });
      await expect(link).toHaveAttribute('href', '/praktisk-informasjon');
      await link.click();
      await expect(page.locator('h1')).toHaveText('Praktisk informasjon');
    });

    test('a director’s name finds the film, whose card names the director', async ({ page }) => {
      // Mikkel Frost directed «Pingvinpatruljen» (sample_cms/content/films.py).
      await page.goto('/sok?q=mikkel%20frost');
      await expect(page.getByRole('status')).toHaveText('1 treff');
      const films = page.getByRole('region', { name: 'Filmer' });
      await expect(films.getByRole('link', { name: 'Pingvinpatruljen' })).toHaveAttribute(
        'href',
        '/pingvinpatruljen-dxm-1001330',
      );
      await expect(films.locator('.search-hit__meta')).toHaveText(/^Film · Animasjon, Familie · Regi: Mikkel Frost · /);
    });

    test('«norsk tale» finds the films whose features say «Norsk tale», not those in English with Norwegian text', async ({
      page,
    }) => {
      await page.goto('/sok?q=norsk%20tale');
      // 16 of the sample's 25 films have «Norsk tale» (sample_cms/content/films.py), no culture production has it.
      await expect(page.getByRole('status')).toHaveText('16 treff');
      const films = page.getByRole('region', { name: 'Filmer' });
      await expect(films.getByRole('link', { name: 'Pingvinpatruljen' })).toBeVisible();
      await expect(films.getByRole('link', { name: 'Bestefars båt' })).toBeVisible();
      // «Engelsk tale», «Norsk tekst»: both words, not the feature.
      await expect(page.getByRole('link', { name: "Hannah's Garden" })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Sider' })).toHaveCount(0);
    });

    test('the header’s field suggests the page a word of its text is on', async ({ page }) => {
      await page.goto('/kino');
      const field = await headerField(page);
      await field.pressSequentially('rullestol');
      await expect(
        page.getByRole('listbox', { name: 'Forslag' }).getByRole('option', { name: 'Praktisk informasjon, Side' }),
      ).toBeVisible();
    });
  });

  test.describe(`/sok without JavaScript, at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, javaScriptEnabled: false });

    test('lists everything by kind, so the browser’s own search finds a title', async ({ page }) => {
      await page.goto('/sok');
      await expect(page.getByText('Eller bla i alt vi har:')).toBeVisible();
      const results = page.getByRole('region', { name: 'Søkeresultater' });
      await expect(results.getByRole('heading', { level: 3 })).toHaveText([
        'Filmer',
        'Arrangementer',
        'Artikler',
        'Sider',
      ]);
      // A culture production's path ends in six characters of its own (the contract's derived slug).
      const cases: [string, string, string | RegExp][] = [
        ['Filmer', 'Pingvinpatruljen', '/pingvinpatruljen-dxm-1001330'],
        ['Arrangementer', 'Bølger', /^\/bolger-[a-z0-9]{6}$/],
        ['Artikler', 'Åpningstider i jula', '/article/apningstider-i-jula'],
        ['Sider', 'Praktisk informasjon', '/praktisk-informasjon'],
      ];
      for (const [group, title, href] of cases) {
        const link = results.getByRole('region', { name: group }).getByRole('link', { name: title, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
      // Every film of the sample, showing and coming.
      await expect(results.getByRole('region', { name: 'Filmer' }).getByRole('listitem')).toHaveCount(25);
      // The search page lists no search page.
      await expect(results.getByRole('link', { name: 'Søk', exact: true })).toHaveCount(0);
    });
  });
}

test('only /sok carries the list: the front page and a film page do not', async ({ request }) => {
  for (const path of ['/', '/pingvinpatruljen-dxm-1001330']) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('search-contents');
    expect(html).not.toContain('Eller bla i alt vi har');
  }
  expect(await (await request.get('/sok')).text()).toContain('Eller bla i alt vi har');
});
