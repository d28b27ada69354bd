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
  test(`the notice of the install takes its own room at the top of the page and covers nothing (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/kino');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const heading = await page.locator('h1').boundingBox();
    await page.getByRole('button', { name: 'Avslå' }).click();
    const notice = page.locator('.site-notice__box').filter({ hasText: 'Innholdet er nå tilgjengelig uten nett.' });
    await expect(notice).toBeVisible();
    // Under the header, above the page's heading, which it moved down rather than covering.
    const [header, box, headingNow] = await Promise.all(
      [page.getByRole('banner'), notice, page.locator('h1')].map(async (part) => (await part.boundingBox())!),
    );
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(headingNow!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
    expect(headingNow!.y).toBeGreaterThan(heading!.y);
    // Nothing else that shows lies under it: no text, picture, link, button or field.
    const covered = await notice.evaluate((element) => {
      const own = element.getBoundingClientRect();
      return Array.from(document.querySelectorAll('body *'))
        .filter((other) => !element.contains(other) && !other.contains(element))
        .filter((other) => other.matches('h1, h2, h3, p, li, a, button, input, img, svg, header, footer, section'))
        .filter((other) => {
          const rect = other.getBoundingClientRect();
          const style = getComputedStyle(other);
          const shown = rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
          const overlaps =
            rect.left < own.right && own.left < rect.right && rect.top < own.bottom && own.top < rect.bottom;
          return shown && overlaps;
        })
        .map((other) => `${other.tagName.toLowerCase()}.${other.className}: ${other.textContent?.slice(0, 40)}`);
    });
    expect(covered).toEqual([]);
    await page.getByRole('button', { name: 'Lukk' }).click();
    await expect(notice).toHaveCount(0);
  });
}

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
