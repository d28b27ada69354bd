import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expect, test } from '@playwright/test';

// The other suites block service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

test('the service worker installs, says so once the cookie banner is answered, and keeps visited pages for offline use', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // Ready has an active worker, which may still be activating.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // One thing at a time: the notice waits while the cookie banner asks.
  const notice = page.getByRole('status').filter({ hasText: 'Innholdet er nå tilgjengelig uten nett.' });
  await expect(page.getByRole('region', { name: 'Informasjonskapsler' })).toBeVisible();
  // Two frames after the install: React has shown by then whatever the install made it show.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Avslå' }).click();
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByText('Innholdet er nå tilgjengelig uten nett.')).toHaveCount(0);

  await page.goto('/kino');
  await expect(page.locator('h1')).toHaveText('Kino');

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Kino');
  // Its scripts came from the precache: the page works, the menu too.
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();

  await page.goto('/om-oss');
  await expect(page.locator('h1')).toHaveText('Du er uten nett');
  await expect(page.getByRole('link', { name: 'Til forsiden' })).toHaveAttribute('href', '/');

  await context.setOffline(false);
  await page.goto('/om-oss');
  await expect(page.locator('h1')).toHaveText('Om oss');
  // The notice is for the first install only.
  await expect(page.getByText('Innholdet er nå tilgjengelig uten nett.')).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`the notice of the install moves nothing, stands at the bottom of the window, and is told once (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // A visitor who answered the banner before: the notice comes as the page is read, not after a click.
    await page.addInitScript(() => localStorage.setItem('fjordby:cookie-consent', 'denied'));
    // The layout shifts from the moment the notice came into the page.
    await page.addInitScript(() => {
      const seen = window as unknown as { shifts: [number, number][]; noticeAt?: number };
      seen.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) seen.shifts.push([entry.startTime, entry.value]);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver(() => {
          const boxes = [...document.querySelectorAll('.site-notice__box')];
          if (boxes.some((box) => box.textContent?.includes('Innholdet er nå tilgjengelig uten nett.')))
            seen.noticeAt ??= performance.now();
        }).observe(document.body, { childList: true, subtree: true }),
      );
    });
    await page.goto('/om-oss');
    const heading = await page.locator('h1').boundingBox();
    const notice = page.locator('.site-notice__box').filter({ hasText: 'Innholdet er nå tilgjengelig uten nett.' });
    await expect(notice).toBeVisible();
    expect(await page.locator('h1').boundingBox()).toEqual(heading);
    const shiftsSince = await page.evaluate(() => {
      const seen = window as unknown as { shifts: [number, number][]; noticeAt: number };
      return seen.shifts.filter(([time]) => time >= seen.noticeAt).map(([, value]) => value);
    });
    expect(shiftsSince).toEqual([]);
    const box = (await notice.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(box.y).toBeGreaterThan(800 / 2);

    // On to another page: it has gone. Told once: a worker installed anew says nothing.
    const menu = page.getByRole('button', { name: 'Meny' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Kino', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('Kino');
    await expect(notice).toHaveCount(0);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.unregister());
    await page.evaluate(async () => Promise.all((await caches.keys()).map((key) => caches.delete(key))));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByText('Innholdet er nå tilgjengelig uten nett.')).toHaveCount(0);
  });
}

test('a page opened offline from the stored copies says it is one, and from when; pictures not kept are placeholders', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(() => localStorage.setItem('fjordby:cookie-consent', 'denied'));
  await page.goto('/kino');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Kept with the worker in control: the pictures in the first screen with it, those further down not.
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Kino');
  await page.waitForLoadState('networkidle');
  // Live, the page says nothing of copies.
  await expect(page.getByText(/lagret kopi/)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Kino');
  const today = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', timeZone: 'Europe/Oslo' }).format(
    new Date(),
  );
  await expect(page.getByRole('status').filter({ hasText: 'lagret kopi' })).toHaveText(
    new RegExp(`^Du er uten nett\\. Dette er en lagret kopi fra ${today} kl\\. \\d{2}\\.\\d{2}\\.Lukk$`),
  );
  // Every poster, down the page, shows a picture: a kept one or the placeholder, none the broken-image icon.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const posters = page.getByRole('main').locator('img');
  expect(await posters.count()).toBeGreaterThan(8);
  await expect
    .poll(() =>
      posters.evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => image.loading !== 'lazy' || image.complete)
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.currentSrc),
      ),
    )
    .toEqual([]);
  await context.setOffline(false);
});

test('pages shown by following links, and the page before the worker came, open offline from their address', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const kept = (path: string) =>
    page.evaluate(async (key) => (await (await caches.open('pages')).match(key)) !== undefined, path);
  await expect.poll(() => kept('/')).toBe(true);

  // A client navigation: the page comes as route data, not as a document.
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Om oss' }).click();
  await expect(page.locator('h1')).toHaveText('Om oss');
  await expect.poll(() => kept('/om-oss')).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Om oss');
  await page.goto('/');
  await expect(page.locator('h1')).not.toHaveText('Du er uten nett');
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
});

test('an update of the service worker reloads the page it takes over', async ({ page, baseURL }) => {
  // A new deploy, as the browser sees one: the site through a proxy that, once told, serves /sw.js with other bytes.
  let deployed = false;
  const proxy = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    let body = Buffer.from(await upstream.arrayBuffer());
    if (deployed && request.url === '/sw.js') body = Buffer.concat([body, Buffer.from('\n// 2\n')]);
    const headers = Object.fromEntries(upstream.headers);
    delete headers['content-length'];
    delete headers['content-encoding'];
    response.writeHead(upstream.status, headers).end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  try {
    await page.goto(`${origin}/kino`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.evaluate(() => ((window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true));
    deployed = true;
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    await expect(page.locator('h1')).toHaveText('Kino');
    await expect(page.getByText('Innholdet er nå tilgjengelig uten nett.')).toHaveCount(0);
  } finally {
    proxy.close();
  }
});

test('the service worker is served fresh and the offline page stays out of search engines', async ({
  page,
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await page.goto('/offline');
  await expect(page.locator('h1')).toHaveText('Du er uten nett');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('a page kept without its own policy (an older release’s) is not answered offline: the offline page is', async ({
  page,
  context,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('fjordby:cookie-consent', 'denied'));
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // What the `pages` cache holds for two addresses: one kept as an older release wrote it, one with its policy.
  await page.evaluate(async (origin) => {
    const pages = await caches.open('pages');
    const headers = { 'Content-Type': 'text/html', 'X-Fjordby-Stored-At': '2026-11-29T13:05:00.000Z' };
    const page = (head: string, title: string) =>
      new Response(
        `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8">${head}</head><body><h1>${title}</h1></body></html>`,
        {
          headers,
        },
      );
    await pages.put(`${origin}/gammel-side`, page('<script>document.title = "kjørt"</script>', 'Gammel side'));
    await pages.put(
      `${origin}/ny-side`,
      page(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`, 'Ny side'),
    );
  }, baseURL);
  await context.setOffline(true);
  await page.goto('/gammel-side');
  await expect(page.locator('h1')).toHaveText('Du er uten nett');
  await page.goto('/ny-side');
  await expect(page.locator('h1')).toHaveText('Ny side');
  await context.setOffline(false);
});
