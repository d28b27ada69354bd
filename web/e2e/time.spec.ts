import { expect, test, type Page } from '@playwright/test';

import { expectDayFilter, listingStarts, programmeShowings } from './programme';
import { dataDir } from './site';

// A showing is for sale until it starts: in the browser every list of showings reads the visitor's clock, so one
// that started since the build is gone, and goes as it starts on a page left open.
const FILM = '/bestefars-bat-dxm-1000934';
const MINUTE = 60_000;

const dayOf = (start: string) => start.slice(0, 10);
const filmStarts = listingStarts(dataDir, FILM, 'ticket-list');
const scheduleStarts = listingStarts(dataDir, '/', 'schedule');
// The film's first day in the programme, and three moments of it: before its first showing, a minute after that
// started, and a minute after its last of the day started.
const day = dayOf(programmeShowings(dataDir, '/kino').get('Bestefars båt')![0]!);
const ofDay = filmStarts.filter((start) => dayOf(start) === day);
const moments = {
  'before the first showing': Date.parse(ofDay[0]!) - 2 * 60 * MINUTE,
  'after the first showing started': Date.parse(ofDay[0]!) + MINUTE,
  'after the day’s last showing started': Date.parse(ofDay.at(-1)!) + MINUTE,
};

/** The showings of the first day that has any left at `now`, as a list shown one day at a time should show them. */
function firstDayLeft(starts: string[], now: number): string[] {
  const left = starts.filter((start) => Date.parse(start) > now);
  return left.filter((start) => dayOf(start) === dayOf(left[0]!));
}

/** The `datetime`s of the times `selector` finds, once the page has hydrated and read the clock. */
const datetimes = (page: Page, selector: string) =>
  expect.poll(() => page.locator(selector).evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!)));

for (const [moment, now] of Object.entries(moments)) {
  for (const width of [390, 1280]) {
    test.describe(`at ${width} px, ${moment} on ${day}`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => page.clock.install({ time: now }));

      test('the film page sells the showings left, its first day with any first', async ({ page }) => {
        await page.goto(FILM);
        await page.waitForLoadState('networkidle');
        await datetimes(page, '.ticket-list:visible time').toEqual(firstDayLeft(filmStarts, now));
      });

      test('the programme’s cards and «I dag» show only what is left', async ({ page }) => {
        await page.goto('/kino');
        await page.waitForLoadState('networkidle');
        const showings = programmeShowings(dataDir, '/kino');
        // With no day chosen, each card its next three left.
        for (const [title, starts] of showings) {
          const card = page.locator('.card', { has: page.getByRole('heading', { name: title, exact: true }) });
          const left = starts.filter((start) => Date.parse(start) > now).slice(0, 3);
          await expect
            .poll(
              () => card.locator('.showtime time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime'))),
              {
                message: title,
              },
            )
            .toEqual(left);
        }
        const today = [...showings.values()].flat().some((start) => dayOf(start) === day && Date.parse(start) > now);
        const group = page.getByRole('group', { name: 'Velg dag' });
        if (today) expect(await expectDayFilter(page, dataDir, '/kino', now, 'I dag')).toBe(day);
        else await expect(group.getByRole('button', { name: 'I dag' })).toHaveCount(0);
      });

      test('the front page’s schedule shows the first day with showings left, only those', async ({ page }) => {
        await page.goto('/');
        await page.waitForLoadState('networkidle');
        await datetimes(page, '.block-schedule .schedule__day:visible .showtime time').toEqual(
          firstDayLeft(scheduleStarts, now),
        );
      });
    });
  }
}

// «Dagens program» is the cinema's day: at 17:01 and 18:30 of the film's first day, every showing of that day left in
// /program, in time order; with none left, the next day's, said to be so.
for (const time of ['17:01', '18:30']) {
  test(`at ${time} the front page’s «Dagens program» lists the day’s showings left in /program`, async ({ page }) => {
    const now = Date.parse(`${day}T${time}:00${ofDay[0]!.slice(19)}`);
    await page.clock.install({ time: now });
    const left = [...programmeShowings(dataDir, '/program').values()]
      .flat()
      .filter((start) => dayOf(start) === day && Date.parse(start) > now)
      .sort((a, b) => Date.parse(a) - Date.parse(b));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const schedule = page.locator('.block-schedule');
    if (left.length > 0) {
      await datetimes(page, '.block-schedule .schedule__day:visible .showtime time').toEqual(left);
      await expect(schedule.getByText(/Ingen flere forestillinger i dag/)).toHaveCount(0);
    } else {
      await datetimes(page, '.block-schedule .schedule__day:visible .showtime time').toEqual(
        firstDayLeft(scheduleStarts, now),
      );
      await expect(schedule.getByText('Ingen flere forestillinger i dag – i morgen:')).toBeVisible();
    }
  });
}

test('a film page left open drops each showing as it starts', async ({ page }) => {
  await page.clock.install({ time: Date.parse(ofDay[0]!) - MINUTE });
  await page.goto(FILM);
  const times = page.locator('.ticket-list:visible time');
  await expect(times.first()).toHaveAttribute('datetime', ofDay[0]!);
  await page.clock.runFor(2 * MINUTE);
  await expect(times.first()).not.toHaveAttribute('datetime', ofDay[0]!);
  await datetimes(page, '.ticket-list:visible time').toEqual(firstDayLeft(filmStarts, Date.parse(ofDay[0]!) + MINUTE));
});
