// A visitor in Chromium while releases switch under it (scripts/bench-publish): loads the given pages one after
// another, follows a link from each (a client navigation, which asks the server for the next page's data and
// chunks), and counts on the site's own origin what a visitor would see break: pages that did not hydrate, CSP
// violations, 4xx/5xx answers (chunk 404s apart), failed requests, React errors and other console errors. When its
// standard input closes it prints the counts, with examples, as JSON.
//
//   node e2e/release-switch/visitor.mjs BASE_URL '["/", "/kino", …]'
import { chromium } from '@playwright/test';

const [base = '', pathsJson = '[]'] = process.argv.slice(2);
/** @type {string[]} */
const paths = JSON.parse(pathsJson);
const HYDRATION_MS = 10_000;
const EXAMPLES = 10;

const counts = {
  pages: 0,
  hydrated: 0,
  navigations: 0,
  cspViolations: 0,
  chunk404s: 0,
  errorAnswers: 0,
  failedRequests: 0,
  reactErrors: 0,
  consoleErrors: 0,
  reloadedByWorker: 0,
};
/** @type {string[]} */
const examples = [];
/** @param {keyof typeof counts} kind @param {string} text */
const note = (kind, text) => {
  counts[kind] += 1;
  if (examples.length < EXAMPLES) examples.push(`${kind}: ${text}`);
};
/** @param {string} url */
const ours = (url) => url.startsWith(base);

let stopping = false;
process.stdin.on('end', () => {
  stopping = true;
});
process.stdin.resume();

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
// The service worker as visitors have it: it must not keep a page from a release that is gone.
const context = await browser.newContext({ locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
await context.exposeBinding('reportViolation', ({ page }, text) => note('cspViolations', `${page.url()} ${text}`));
await context.addInitScript(() => {
  document.addEventListener('securitypolicyviolation', (event) => {
    // @ts-expect-error: the binding the visitor exposes
    window.reportViolation(`${event.violatedDirective} ${event.blockedURI || 'inline'}`);
  });
});
const page = await context.newPage();
page.on('response', (response) => {
  if (!ours(response.url()) || response.status() < 400) return;
  const chunk = new URL(response.url()).pathname.startsWith('/_next/static/');
  note(chunk ? 'chunk404s' : 'errorAnswers', `${response.status()} ${response.url()}`);
});
page.on('requestfailed', (request) => {
  // A request cut short by the next navigation is no failure of the server's.
  if (ours(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
    note('failedRequests', `${request.failure()?.errorText} ${request.url()}`);
  }
});
page.on('pageerror', (error) => note('reactErrors', `${page.url()} ${error.message.slice(0, 200)}`));
page.on('console', (message) => {
  if (message.type() !== 'error') return;
  const text = message.text();
  // Errors of the member area's provider or the images' host are not the release's; the site's own are.
  if (!message.location().url || ours(message.location().url)) {
    note(/React|Minified/.test(text) ? 'reactErrors' : 'consoleErrors', `${page.url()} ${text.slice(0, 200)}`);
  }
});

const hydrated = () =>
  page
    .waitForFunction(() => 'next' in window, undefined, { timeout: HYDRATION_MS })
    .then(() => true)
    .catch(() => false);

// A page that went live in a release with another service worker reloads itself once that worker takes over
// (components/ServiceWorker.tsx): the load it cut short is counted apart, and the page is waited for again.
const INTERRUPTED = /ERR_ABORTED|Execution context was destroyed|frame was detached|interrupted by another navigation/;

/** @param {string} path */
async function load(path) {
  try {
    await page.goto(base + path, { waitUntil: 'load' });
  } catch (error) {
    if (!INTERRUPTED.test(String(error))) throw error;
    counts.reloadedByWorker += 1;
    await page.waitForLoadState('load');
  }
  return hydrated();
}

for (let i = 0; !stopping; i += 1) {
  const path = paths[i % paths.length] ?? '/';
  counts.pages += 1;
  try {
    if (await load(path)) counts.hydrated += 1;
    else note('errorAnswers', `${path} did not hydrate`);
    // A visitor reads a while before following a link (a switch may come meanwhile), then navigates in the page:
    // one of the header's links, the next each time.
    await page.waitForTimeout(500 + ((i * 737) % 2000));
    const links = page.locator('header a[href^="/"]:visible');
    const count = await links.count();
    if (count > 0) {
      await links.nth(i % count).click();
      await page.waitForLoadState('load');
      counts.navigations += 1;
    }
  } catch (error) {
    note('failedRequests', `${path}: ${String(error).split('\n')[0]}`);
  }
}
await browser.close();
process.stdout.write(`${JSON.stringify({ ...counts, examples })}\n`);
