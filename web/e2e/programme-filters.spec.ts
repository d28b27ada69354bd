/** The programme as a cinema-goer narrows it: a family's films, a day weeks ahead, the choices kept in the address. */
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { axeViolations } from './axe';
import { dayStarts, routeData } from './programme';
import { dataDir } from './site';

const FILM = '/bestefars-bat-dxm-1000934';

// The sample's films of the genre «Familie» on /kino (sample_cms/content/films.py).
const FAMILY = ['Bestefars båt', 'Dragevokterne', 'Løp, Tiril, løp!', 'Pingvinpatruljen', 'Sjøsprøyt og sommerfugler'];

/** The cards' titles as read, without the soft hyphens they are shown with (lib/hyphenate.ts). */
const cardTitles = async (page: import('@playwright/test').Page) =>
  (await page.locator('.card-section .card .card__title').allTextContents()).map((title) =>
    title.replaceAll('\u00ad', ''),
  );

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the family filter shows the family films, in the address, after a reload and after Back', async ({
      page,
    }) => {
      await page.goto('/kino');
      await page.waitForLoadState('networkidle');
      const genre = page.getByRole('group', { name: 'Filtrer programmet' }).getByRole('combobox', { name: 'Sjanger' });
      await expect(async () => {
        await genre.selectOption({ label: 'Familie' });
        await expect(page).toHaveURL(/\?sjanger=familie$/, { timeout: 1_000 });
      }).toPass();
      expect((await cardTitles(page)).sort()).toEqual(FAMILY);
      await page.reload();
      await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(FAMILY);
      await expect(genre).toHaveValue('familie');
      expect(await axeViolations(page)).toEqual([]);
      // To a film and back: the list is as it was left.
      await page.getByRole('link', { name: 'Dragevokterne', exact: true }).click();
      await expect(page.locator('h1')).toHaveText('Dragevokterne');
      await page.goBack();
      await expect(page).toHaveURL(/\/kino\?sjanger=familie$/);
      await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(FAMILY);
    });

    test('a date three weeks ahead: its timetable in time order, from «Flere dager»', async ({ page }) => {
      const block = routeData(dataDir, '/kino').blocks.find((candidate) => candidate.kind === 'program')!;
      const days = Object.keys(block.days).sort();
      const first = Date.parse(`${days[0]}T12:00:00Z`);
      const far = days.find((day) => Date.parse(`${day}T12:00:00Z`) >= first + 21 * 86_400_000)!;
      expect(far, 'a day of the programme three weeks after its first').toBeTruthy();
      await page.goto('/kino');
      await page.waitForLoadState('networkidle');
      const later = page.getByRole('group', { name: 'Velg dag' }).getByRole('combobox', { name: 'Flere dager' });
      await expect(async () => {
        await later.selectOption(far);
        await expect(page).toHaveURL(new RegExp(`\\?dag=${far}$`), { timeout: 1_000 });
      }).toPass();
      const starts = dayStarts(dataDir, '/kino', far);
      expect(starts.length).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page
            .locator('.card-section .schedule__item .showtime time')
            .evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
        )
        .toEqual(starts);
      expect([...starts].sort()).toEqual(starts);
      // Each row: a ticket link, the film linked, its hall.
      const row = page.locator('.card-section .schedule__item').first();
      await expect(row.locator('a.showtime')).toHaveAttribute(
        'href',
        /^https:\/\/billett\.example\.no\/fjordbykulturhus\/\d+$/,
      );
      await expect(row.locator('.schedule__auditorium')).toHaveText(/^Sal \d$/);
      // Shared as it is: the address opens on the same day.
      await page.goto(`/kino?dag=${far}`);
      await expect.poll(() => page.locator('.card-section .schedule__item .showtime time').count()).toBe(starts.length);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a showing’s button says its language and format, the film’s age limit beside it', async ({ page }) => {
      await page.goto('/kino?sjanger=animasjon');
      const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Dragevokterne', exact: true }) });
      await expect(card.locator('.showtime').first()).toContainText('Norsk tale Barnevennlig 3D Teleslynge');
      await expect(card.locator('.card__facts .age-badge')).toHaveText('6');
    });

    test('«Legg i kalender» downloads the showing as an .ics whose DTSTART is its start', async ({ page }) => {
      await page.goto(FILM);
      const row = page.locator('.ticket-list__item').first();
      const start = (await row.locator('time').getAttribute('datetime'))!;
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: /^Legg i kalender/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `bestefars-bat-dxm-1000934-${start.slice(0, 10)}-${start.slice(11, 13)}${start.slice(14, 16)}.ics`,
      );
      const text = readFileSync((await download.path())!, 'utf8');
      // The showing's moment in UTC, as the file writes it: 2026-12-18T12:00:00+01:00 → 20261218T110000Z.
      const utc = new Date(start)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
      expect(text).toContain(`DTSTART:${utc}`);
      expect(text).toContain('SUMMARY:Bestefars båt');
      expect(text).toContain('DURATION:PT94M');
    });

    test('«Del» copies the film’s address where the device has no sharing of its own', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(FILM);
      await page.getByRole('button', { name: 'Del' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Lenken er kopiert.' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(FILM, page.url()).href);
    });
  });
}
