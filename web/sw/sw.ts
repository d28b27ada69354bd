/// <reference lib="webworker" />
/**
 * The service worker (`/sw.js`, Serwist): pages and their assets keep working offline once visited, and an
 * unvisited page offline gets the offline notice (`/offline`). Bundled by esbuild in `scripts/service-worker.mjs`
 * while `next build` runs; its precache list is written in once the export is there.
 */
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';

import { isInArea, MEMBER_PICTURE_REFERRER_POLICY } from '../lib/membership/paths';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    // The precache list the build writes in: the app's bundles, the offline page and the not-found page.
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** The network gets this long before a cached copy answers, so a bad connection does not leave a page hanging. */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY = 24 * 60 * 60;

/**
 * Route data (`/kino.txt`) is fetched with a `_rsc` search parameter that varies with the page it is fetched from,
 * while the file does not: the cache keeps one copy per file.
 */
const withoutRscParameter = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('_rsc');
    return url.href;
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** The header a kept page carries: when it was stored. */
const STORED_AT = 'X-Fjordby-Stored-At';

/**
 * Whether a page carries its own policy before anything in it can run: every page of the export does, right after
 * its charset (scripts/content-security-policy.mjs). A page of an older release kept without one would run whatever
 * its header's policy of that time let through.
 */
function hasOwnPolicy(html: string): boolean {
  const policy = html.search(/<meta http-equiv="Content-Security-Policy"/i);
  const script = html.search(/<script\b/i);
  return policy !== -1 && (script === -1 || policy < script);
}

/**
 * A page is kept with the time it was stored; when the cache answers for the network (offline, or no answer within
 * NETWORK_TIMEOUT_SECONDS), the page says so by `<html data-stored-at>`, which StoredCopyNotice reads: a stored copy
 * must not look live. Only the cache's answers are marked, and only a page with its own policy is answered: one
 * without is as good as not kept (the network's answer, else the offline page).
 */
const storedCopies: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT, new Date().toISOString());
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const html = await cachedResponse.text();
    if (!hasOwnPolicy(html)) return null;
    const storedAt = cachedResponse.headers.get(STORED_AT);
    const { status, statusText, headers } = cachedResponse;
    const marked = storedAt ? html.replace(/<html\b/, `<html data-stored-at="${storedAt}"`) : html;
    return new Response(marked, { status, statusText, headers });
  },
};

/**
 * A picture neither kept nor reachable is the site's picture placeholder (the colour of `.picture-placeholder`), not
 * the browser's broken-image icon.
 */
const PICTURE_PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 24 24">' +
  '<rect width="24" height="24" fill="#e6e2da"/>' +
  '<g fill="none" stroke="#4d4d4d" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ' +
  'transform="translate(9 9) scale(0.25)"><rect x="3" y="4" width="18" height="16" rx="2"/>' +
  '<circle cx="9" cy="9.5" r="1.5"/><path d="M21 16l-5-5-9 9"/></g></svg>';
const placeholderPicture: SerwistPlugin = {
  handlerDidError: async () => new Response(PICTURE_PLACEHOLDER, { headers: { 'Content-Type': 'image/svg+xml' } }),
};

/**
 * The pictures kept for offline use: the site's own and the image service's (next.config.ts names its origins). Not
 * any other host's: a member's ticket QR code, for one, must not outlive a logout.
 */
const IMAGE_ORIGINS = new Set([self.location.origin, ...(process.env.FJORDBY_IMAGE_ORIGINS ?? '').split(' ')]);

/** The membership provider's base: nothing under it is kept, its pictures included, whatever host it shares. */
const PROVIDER_BASE = process.env.FJORDBY_MEMBERSHIP_API ?? '';
const fromProvider = (url: URL) => PROVIDER_BASE !== '' && url.href.startsWith(`${PROVIDER_BASE.replace(/\/$/, '')}/`);

/**
 * The member area's pages and their route data are never kept: they hold nothing offline without the provider, and
 * a page asked for with a query (a form the browser sent itself) would keep what was typed in it. Nor are a member's
 * pictures (MemberPicture): their requests carry MEMBER_PICTURE_REFERRER_POLICY.
 */
const MEMBER_AREA = process.env.FJORDBY_MEMBER_AREA ?? '';
const memberPage = (url: URL) => MEMBER_AREA !== '' && sameOrigin(url) && isInArea(MEMBER_AREA, url.pathname);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // An update takes over at once; the page reloads to match it (components/ServiceWorker.tsx).
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    // Offline, a member page gets the offline notice like any page not kept.
    { matcher: ({ url }) => memberPage(url), handler: new NetworkOnly() },
    {
      // A page: the browser navigating to it, or the site asking for a copy of one it showed
      // (components/ServiceWorker.tsx).
      matcher: ({ request, url }) =>
        request.mode === 'navigate' || (sameOrigin(url) && request.headers.get('Accept') === 'text/html'),
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY }), storedCopies],
      }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.endsWith('.txt'),
      handler: new NetworkFirst({
        cacheName: 'route-data',
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [withoutRscParameter, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      // Network first, as the pages: a chunk keeps its name from one export to the next, and yesterday's second page
      // beside today's first would repeat some items and leave out others; a programme's day, its showings.
      matcher: ({ url }) =>
        sameOrigin(url) && (url.pathname.startsWith('/data/chunks/') || url.pathname.startsWith('/data/days/')),
      handler: new NetworkFirst({
        cacheName: 'listing-pages',
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY })],
      }),
    },
    {
      matcher: ({ request, url }) =>
        request.destination === 'image' &&
        IMAGE_ORIGINS.has(url.origin) &&
        !fromProvider(url) &&
        request.referrerPolicy !== MEMBER_PICTURE_REFERRER_POLICY,
      handler: new CacheFirst({
        cacheName: 'images',
        // The image service is another origin: without CORS its answers are opaque (status 0).
        plugins: [
          new CacheableResponsePlugin({ statuses: [0, 200] }),
          new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
          placeholderPicture,
        ],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: '/offline.html', matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

serwist.addEventListeners();
