// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { forbidTrackers, needsPageLoad, trackersAllowed } from '@/lib/analytics/page-policy';
import { isMemberPath } from '@/lib/membership/paths';

import { loadChooserPage, loadMemberPage, STRICT } from '../../chooser';

const policies = () =>
  Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]')).map(
    (meta) => meta.content,
  );

/** The browser's record of the address this document was loaded from. */
function landedAt(path: string) {
  const entry = { name: new URL(path, location.origin).href } as PerformanceEntry;
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? [entry] : []));
}

/** Loads `path` as a host answers it: the member page (no chooser) for the member area's addresses, else a page with one. */
function load(path: string) {
  landedAt(path);
  if (isMemberPath(new URL(path, location.origin).pathname)) loadMemberPage(path);
  else loadChooserPage(path);
}

const grant = () => localStorage.setItem('fjordby:cookie-consent', 'granted');

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  delete document.documentElement.dataset.trackers;
  delete document.documentElement.dataset.trackersWithConsent;
});

test('a page whose policy names the trackers gets the strict one beside it, once', () => {
  grant();
  load('/kino');
  expect(trackersAllowed()).toBe(true);
  forbidTrackers();
  forbidTrackers();
  expect(policies()).toHaveLength(2);
  expect(policies()[1]).toBe(STRICT);
  expect(trackersAllowed()).toBe(false);
});

test('a page whose policy is the strict one is left as it is', () => {
  load('/kino');
  forbidTrackers();
  expect(policies()).toEqual([STRICT]);
});

test('after a «Godta», the page it was said on is loaded again, under the strict policy only', () => {
  load('/kino');
  expect(needsPageLoad(false)).toBe(false);
  localStorage.setItem('fjordby:cookie-consent', 'denied');
  expect(needsPageLoad(false)).toBe(false);
  grant();
  expect(needsPageLoad(false)).toBe(true);
  load('/kino');
  expect(needsPageLoad(false)).toBe(false);
});

test('a member page is never loaded again for the trackers, whatever the app makes of its address', () => {
  grant();
  for (const path of ['/min-side', '/min%2Dside', '/min%2dside', '/min-side/', '/.//min-side']) {
    load(path);
    // `false`: the app before took `/min%2Dside` for no member page, and loaded it 39 times in 10 s.
    expect({ path, again: needsPageLoad(false), member: needsPageLoad(true) }).toEqual({
      path,
      again: false,
      member: false,
    });
  }
});

test('after a client navigation, the page gone to is loaded for the trackers unless it is a member page', () => {
  grant();
  load('/min-side');
  window.history.pushState(null, '', '/kino');
  expect(needsPageLoad(false)).toBe(true);
  expect(needsPageLoad(true, '/min-side/billetter')).toBe(false);
  // A link back to the address this document came from: the member page again, which has no trackers.
  expect(needsPageLoad(false, '/min-side')).toBe(false);
});

test('no address is loaded again more than once for a «Godta», however the app reads it', () => {
  const paths = ['/', '/kino', '/min-side', '/min%2Dside', '/min%2dside', '/MIN-SIDE', '/min%252Dside', '/min-side/'];
  const loads = paths.flatMap((path) =>
    [false, true].map((appSaysMember) => {
      localStorage.clear();
      load(path);
      grant();
      let count = 1;
      while (needsPageLoad(appSaysMember) && count < 5) {
        load(path);
        count += 1;
      }
      return `${path} ${appSaysMember ? 'member' : 'other'}: ${count} ${trackersAllowed() ? 'trackers' : 'strict'}`;
    }),
  );
  expect(loads).toEqual([
    '/ other: 2 trackers',
    '/ member: 2 trackers',
    '/kino other: 2 trackers',
    '/kino member: 2 trackers',
    '/min-side other: 1 strict',
    '/min-side member: 1 strict',
    '/min%2Dside other: 1 strict',
    '/min%2Dside member: 1 strict',
    '/min%2dside other: 1 strict',
    '/min%2dside member: 1 strict',
    '/MIN-SIDE other: 2 trackers',
    '/MIN-SIDE member: 2 trackers',
    '/min%252Dside other: 2 trackers',
    '/min%252Dside member: 2 trackers',
    '/min-side/ other: 1 strict',
    '/min-side/ member: 1 strict',
  ]);
});

test('a choice storage cannot give back needs no page load: the load would lose it', () => {
  load('/kino');
  const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('refused', 'SecurityError');
  });
  try {
    expect(needsPageLoad(false)).toBe(false);
  } finally {
    getItem.mockRestore();
  }
});
