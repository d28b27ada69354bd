import { expect, test, type Locator } from '@playwright/test';

import { axeViolations } from './axe';

/** Whether a box lies within another (to the half pixel rounding gives). */
function within(inner: { x: number; y: number; width: number; height: number }, outer: typeof inner): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

const box = async (part: Locator) => (await part.boundingBox())!;

for (const width of [320, 390, 1280]) {
  test(`the front page’s slideshow has its title and its controls on the picture at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const slideshow = page.getByRole('region', { name: 'Aktuelt nå' });
    const stop = slideshow.getByRole('button', { name: 'Stopp lysbildene' });
    // Still, so that the slide measured is the one shown.
    await stop.click();
    const slide = slideshow.getByRole('group', { name: /^1 av \d+$/ });
    const picture = await box(slide.locator('.slideshow__media'));
    // The page's width on a phone; from 1024 px the first row's 8 of 12 columns, «Dagens program» beside it.
    expect(picture.width).toBeGreaterThan(width * (width >= 1024 ? 0.55 : 0.8));
    const title = slide.locator('.slideshow__title');
    await expect(title.getByRole('link')).toHaveText(/\S/);
    const controls = [
      slideshow.getByRole('button', { name: 'Spill av lysbildene' }),
      slideshow.getByRole('button', { name: 'Forrige lysbilde' }),
      slideshow.getByRole('button', { name: 'Neste lysbilde' }),
    ];
    for (const part of [title, ...controls]) expect(within(await box(part), picture)).toBe(true);
    // The title's text and the controls do not cover each other.
    const text = await box(title.getByRole('link'));
    for (const control of controls) expect((await box(control)).y + (await box(control)).height).toBeLessThan(text.y);
    // White on the scrim: the text colour, and the scrim dark behind it.
    expect(await title.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
    expect(await title.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
      'rgba(0, 0, 0, 0.75)',
    );
    await expect(slideshow.getByText(/^1 av \d+$/)).toBeVisible();
    await controls[2]!.click();
    await expect(slideshow.getByText(/^2 av \d+$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
