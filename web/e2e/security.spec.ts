import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';

import type { Site } from '../lib/route-data';
import { metaPolicies, policyViolations, TRACKER_HOSTS, trackersAllowed, watchPolicyViolations } from './csp';
import { KARI, logIn } from './member';
import { dataDir, manifest } from './site';

const site = JSON.parse(readFileSync(path.join(dataDir, 'site.json'), 'utf8')) as Site;
const CONSENT_KEY = 'fjordby:cookie-consent';
const ANALYTICS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.net|facebook\.com/;
const SECRET = 'Hemmelig-passord-4711';

/** Every request the context makes from now on. */
function recordRequests(context: BrowserContext): Request[] {
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  return requests;
}

const carrying = (requests: Request[], secret: string) =>
  requests
    .filter((request) => `${request.url()} ${request.postData() ?? ''}`.includes(secret))
    .map((request) => `${request.method()} ${request.url()}`);

/** Every URL the site's caches (the service worker's) hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

const FORMS = [
  { path: '/min-side/logg-inn', fields: { 'E-postadresse': KARI.email, Passord: SECRET }, submit: 'Logg inn' },
  {
    path: '/min-side/ny-bruker',
    fields: { Navn: 'Ola Nordmann', 'E-postadresse': 'ola@example.no', Passord: SECRET },
    submit: 'Opprett bruker',
  },
  {
    path: '/min-side/glemt-passord',
    fields: { 'E-postadresse': `${SECRET.toLowerCase()}@example.no` },
    submit: 'Send e-post',
  },
];

test.describe('credentials never in a URL', () => {
  for (const form of FORMS) {
    test(`${form.path} with JavaScript blocked sends nothing on Enter, and its HTML says it needs JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const requests = recordRequests(context);
      const page = await context.newPage();
      const response = (await page.goto(form.path))!;
      // Playwright stops scripts without turning off the parser's scripting flag: the <noscript> is read in the HTML.
      expect(await response.text()).toContain(
        '<noscript><p class="form-error">Skjemaet trenger JavaScript. Slå det på i nettleseren for å fortsette.</p></noscript>',
      );
      const button = page.getByRole('button', { name: form.submit });
      await expect(button).toBeDisabled();
      await expect(page.locator('form.member-form')).toHaveAttribute('method', 'post');
      for (const [label, value] of Object.entries(form.fields))
        await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel(Object.keys(form.fields).at(-1)!, { exact: true }).press('Enter');
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(form.path);
      expect(carrying(requests, SECRET)).toEqual([]);
      expect(carrying(requests, encodeURIComponent(SECRET))).toEqual([]);
      await context.close();
    });
  }

  test('with consent, no tracker loads on a member page, nor sends once a visitor goes there from another', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_KEY);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (ANALYTICS.test(new URL(request.url()).hostname)) requests.push(request.url());
    });
    await page.context().route(ANALYTICS, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/min-side/logg-inn');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    // From a page where they run, a client navigation into the member area switches them off.
    const disabled = `ga-disable-${site.gaTrackingId}`;
    await page.goto('/kino');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], disabled)).toBe(false);
    await page.getByRole('banner').getByRole('link', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/min-side\/logg-inn$/);
    await expect
      .poll(() => page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], disabled))
      .toBe(true);
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker keeps no member page, not even one asked for with a query', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto(`/min-side/logg-inn?email=kari%40example.no&password=${SECRET}`);
    await expect(page.locator('h1')).toHaveText('Logg inn');
    await page.goto('/kino');
    const cached = await cachedUrls(page);
    expect(cached.some((url) => url.endsWith('/kino'))).toBe(true);
    expect(cached.filter((url) => url.includes('/min-side') || url.includes(SECRET))).toEqual([]);
  });

  test('a logout leaves no ticket, QR code or member picture: not back, not on reload, not offline', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await logIn(page, KARI.email, KARI.password);
    await page.goto('/min-side/billetter');
    const tickets = page.locator('.member-ticket');
    await expect(tickets.first()).toBeVisible();
    await expect(page.locator('.member-ticket .qr-code, .member-ticket img[alt^="QR-kode"]').first()).toBeVisible();
    const pictures = await page
      .locator('.member-ticket img')
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
      );

    await page.goto('/min-side');
    await expect(
      page.getByText(
        'Bruker du en delt datamaskin, for eksempel på biblioteket? Logg ut og lukk nettleseren når du er ferdig.',
      ),
    ).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Logg ut' }).click();
    await expect(
      page.getByText('Du er nå logget ut. Er datamaskinen delt med andre, lukk også nettleseren.'),
    ).toBeVisible();
    const after = recordRequests(context);

    await page.goBack();
    await expect(page).toHaveURL(/\/min-side\/billetter$/);
    await expect(page.getByRole('link', { name: 'Logg inn' }).last()).toBeVisible();
    await expect(tickets).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Logg inn' }).last()).toBeVisible();
    await expect(tickets).toHaveCount(0);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toHaveText('Du er uten nett');
    await expect(tickets).toHaveCount(0);
    await context.setOffline(false);

    const memberCalls = after
      .map((request) => request.url())
      .filter((url) => url.startsWith(`${site.membership.apiBase}/`));
    expect(memberCalls).toEqual([]);
    expect(after.map((request) => request.url()).filter((url) => pictures.includes(url))).toEqual([]);
    const cached = await cachedUrls(page);
    expect(cached.filter((url) => pictures.includes(url) || new URL(url).pathname.startsWith('/min-side'))).toEqual([]);
  });
});

/** One route of every kind the site has, the search page, a member page and an address that is no page. */
function routesOfEveryKind(): string[] {
  const byKind = new Map<string, string>();
  for (const route of manifest().routes) if (!byKind.has(route.kind)) byKind.set(route.kind, route.path);
  return [...byKind.values(), '/sok', '/min-side', '/min-side/billetter', '/finnes-ikke'];
}

const isMember = (route: string) => route === '/min-side' || route.startsWith('/min-side/');
// The pictures of the site: its own, the image service's (the CMS's on loopback) and the provider's (the same origin).
const CMS = new URL(site.theme.logo!).origin;

for (const consent of ['granted', 'denied'] as const) {
  for (const member of [false, true]) {
    test(`the strict policy holds on a route of every kind (consent ${consent}, ${member ? 'logged in' : 'logged out'})`, async ({
      page,
    }) => {
      test.slow();
      await page.addInitScript(([key, value]: [string, string]) => localStorage.setItem(key, value), [
        CONSENT_KEY,
        consent,
      ] as [string, string]);
      await watchPolicyViolations(page);
      await page.context().route(ANALYTICS, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      const console: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Trusted Type/i.test(message.text())) console.push(message.text());
      });
      if (member) await logIn(page, KARI.email, KARI.password);
      for (const route of routesOfEveryKind()) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        const violations = await policyViolations(page);
        const policies = await metaPolicies(page);
        // Tracker hosts only with consent, and never on a member page; pictures from the site and the CMS (its image
        // service and, on the same origin, the membership provider), and the trackers' beacons with consent.
        const trackers = consent === 'granted' && !isMember(route);
        expect({
          route,
          violations,
          console,
          scripts: trackersAllowed(policies, 'script-src'),
          calls: trackersAllowed(policies, 'connect-src'),
          images: policies.flatMap((policy) => policy.split('; ').filter((d) => d.startsWith('img-src '))),
        }).toEqual({
          route,
          violations: [],
          console: [],
          scripts: trackers ? ['https://www.googletagmanager.com', 'https://connect.facebook.net'] : [],
          calls: trackers ? TRACKER_HOSTS : [],
          images: [
            trackers
              ? `img-src 'self' ${CMS} https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com`
              : `img-src 'self' ${CMS}`,
          ],
        });
      }
    });
  }
}

test('a film page has its own policy in its <meta>s, the header what any page allows of scripts, no inline script but its own', async ({
  page,
}) => {
  const film = manifest().routes.find((route) => route.kind === 'film')!;
  const response = (await page.goto(film.path))!;
  // What holds whatever the consent, scripts or none; then what its first script chose: before consent, the strict one.
  const [unscripted, chosen] = await metaPolicies(page);
  expect(unscripted).toBe(
    "style-src 'self' 'unsafe-inline'; font-src 'self'; frame-src https://www.youtube-nocookie.com; " +
      "object-src 'none'; base-uri 'none'; form-action 'self'",
  );
  expect(chosen!.split('; ').find((directive) => directive.startsWith('img-src '))).toBe(`img-src 'self' ${CMS}`);
  const scriptSrc = chosen!.split('; ').find((directive) => directive.startsWith('script-src '))!;
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  expect(chosen!.split('; ').find((directive) => directive.startsWith('connect-src '))).toBe(
    `connect-src 'self' ${CMS}`,
  );
  expect(chosen).toContain("object-src 'none'");
  expect(chosen).toContain("base-uri 'none'");
  // The header is the same for every page of every release (pipeline/publish/hosting.py): a release going live never
  // leaves a page with a header that blocks its scripts, and a page without its <meta> still runs no other host's.
  expect(response.headers()['content-security-policy']).toBe(
    "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://connect.facebook.net; " +
      "script-src-attr 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
  );
  // A script the page did not ship is refused, and so is a tracker's before consent.
  await watchPolicyViolations(page);
  await page.reload();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://www.googletagmanager.com/gtag/js?id=G-X';
    document.body.append(script);
  });
  await expect
    .poll(async () => (await policyViolations(page)).map((violation) => violation.split(' ').slice(0, 2).join(' ')))
    .toEqual(['script-src-elem inline', 'script-src-elem https://www.googletagmanager.com/gtag/js?id=G-X']);
});

test('with consent, a member page reached in the browser puts the strict policy in force; back on the site a page load brings the trackers', async ({
  page,
}) => {
  await page.addInitScript(([key]: [string]) => localStorage.setItem(key, 'granted'), [CONSENT_KEY] as [string]);
  await watchPolicyViolations(page);
  await page.context().route(ANALYTICS, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/');
  expect(trackersAllowed(await metaPolicies(page), 'connect-src')).toEqual(TRACKER_HOSTS);
  const landing = await page.evaluate(() => performance.timeOrigin);

  await page.getByRole('link', { name: 'Logg inn' }).first().click();
  await expect(page).toHaveURL(/\/min-side\/logg-inn$/);
  await expect(page.locator('h1')).toHaveText('Logg inn');
  // The same document (a client navigation), with no tracker host allowed any more.
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(landing);
  expect(trackersAllowed(await metaPolicies(page), 'script-src')).toEqual([]);
  expect(trackersAllowed(await metaPolicies(page), 'connect-src')).toEqual([]);

  // The logo: the banner's first link is the skip link now.
  await page.getByRole('banner').getByRole('link', { name: 'Fjordby kulturhus' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => performance.timeOrigin)).not.toBe(landing);
  expect(trackersAllowed(await metaPolicies(page), 'connect-src')).toEqual(TRACKER_HOSTS);
  expect(await policyViolations(page)).toEqual([]);
});

test.describe('a member’s token out of the trackers’ reach', () => {
  // What a tag from a host the policy allows would find: every storage and cookie the page can read.
  const TAG = `window.tagSaw = (window.tagSaw || []).concat(JSON.stringify({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    cookie: document.cookie,
  }));`;
  const tagSaw = (page: Page) => page.evaluate(() => (window as unknown as { tagSaw?: string[] }).tagSaw ?? []);

  test('with consent, a tag on the front page reads the member’s name but no token; the member area still works', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_KEY);
    await watchPolicyViolations(page);
    await page.context().route(ANALYTICS, (route) => route.fulfill({ contentType: 'text/javascript', body: TAG }));
    const login = page.waitForResponse((response) => response.url().endsWith('/api/LoginDx'));
    await logIn(page, KARI.email, KARI.password);
    const { marsToken: token } = (await (await login).json()) as { marsToken: string };
    expect(token.length).toBeGreaterThan(10);
    // The member pages hold it, in this tab alone, for the token exchange.
    expect(await page.evaluate(() => sessionStorage.getItem('fjordby:member-token'))).toContain(token);
    expect(JSON.stringify(await page.evaluate(() => Object.entries(localStorage)))).not.toContain(token);

    await page.goto('/');
    await expect.poll(() => tagSaw(page).then((seen) => seen.length)).toBeGreaterThan(0);
    const seen = (await tagSaw(page)).join('\n');
    expect(seen).not.toContain(token);
    expect(seen).toContain('Kari Nordmann');
    await expect(page.getByRole('link', { name: 'Min side Kari Nordmann' })).toBeVisible();
    expect(await policyViolations(page)).toEqual([]);

    // Back in the member area the provider's session cookie carries the calls: no exchange, no token to send.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${site.membership.apiBase}/api/`))
        calls.push(new URL(request.url()).pathname.split('/').at(-1)!);
    });
    await page.goto('/min-side/onskeliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Ønskeliste' })).toBeVisible();
    await expect(page.getByText(/Vi kunne ikke hente ønskelisten|Du er logget ut/)).toHaveCount(0);
    await expect.poll(() => calls).toContain('GetWatchlistDx');
    expect(calls.filter((call) => call === 'SwitchTokensDx')).toEqual([]);
    await page.goto('/min-side/billetter');
    await expect(page.locator('.member-ticket').first()).toBeVisible();
  });

  test('the old site’s session in cw-profile is gone before a tag can read it', async ({ page }) => {
    await page.addInitScript(
      ([key]: [string]) => {
        localStorage.setItem(key, 'granted');
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        const old = { userName: 'Kari Nordmann', email: 'kari.nordmann@example.no', token: 'gammelt-token-4711' };
        localStorage.setItem('cw-profile', JSON.stringify(old));
      },
      [CONSENT_KEY] as [string],
    );
    await page.context().route(ANALYTICS, (route) => route.fulfill({ contentType: 'text/javascript', body: TAG }));
    await page.goto('/kino');
    await expect.poll(() => tagSaw(page).then((seen) => seen.length)).toBeGreaterThan(0);
    const seen = (await tagSaw(page)).join('\n');
    expect(seen).not.toContain('gammelt-token-4711');
    expect(seen).not.toContain('cw-profile');
  });
});

test.describe('an address of the member area however it is written loads once, with consent', () => {
  for (const [address, heading] of [
    ['/min%2Dside', 'Min side'],
    ['/min%2dside', 'Min side'],
    // No host has a page at `/min-side/`: the not-found page, judged the member area's all the same.
    ['/min-side/', 'Fant ikke siden'],
    ['/MIN-SIDE', 'Fant ikke siden'],
    ['/min%252Dside', 'Fant ikke siden'],
  ] as const) {
    test(`${address}: «${heading}», loaded once`, async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_KEY);
      await page.context().route(ANALYTICS, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto(address);
      await expect(page.locator('h1')).toHaveText(heading);
      // The loop loaded `/min%2Dside` 39 times in 10 s: two seconds show it.
      await page.waitForTimeout(2000);
      expect(loads).toBe(1);
    });
  }
});

test('a page served without its <meta> policy still runs no other host’s script and no inline handler', async ({
  page,
}) => {
  await watchPolicyViolations(page);
  // A page of an older release, say: the site's own page with its policies and their chooser taken out.
  await page.route('**/om-oss', async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '')
      .replace(/<script data-policy=[^>]*>.*?<\/script>/, '')
      .replace(
        '</body>',
        '<script src="https://skript.example.no/fremmed.js"></script>' +
          '<img alt="" src="/finnes-ikke.png" onerror="window.handlerRan = true"></body>',
      );
    await route.fulfill({ response, body });
  });
  await page
    .context()
    .route('https://skript.example.no/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.foreignRan = true' }),
    );
  const response = (await page.goto('/om-oss'))!;
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  expect(await metaPolicies(page)).toEqual([]);
  await expect(page.locator('h1')).toHaveText('Om oss');
  await expect
    .poll(async () => (await policyViolations(page)).map((violation) => violation.split(' ').slice(0, 2).join(' ')))
    .toEqual(['script-src-elem https://skript.example.no/fremmed.js', 'script-src-attr inline']);
  expect(
    await page.evaluate(() => Object.keys(window).filter((key) => key === 'foreignRan' || key === 'handlerRan')),
  ).toEqual([]);
});
