// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import { forbidTrackers, needsPageLoad, trackersAllowed } from '@/lib/analytics/page-policy';

const STRICT = "default-src 'self'; script-src 'self' 'sha256-a'";
const policies = () =>
  Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]')).map(
    (meta) => meta.content,
  );

beforeEach(() => {
  localStorage.clear();
  const chooser = document.createElement('script');
  chooser.type = 'text/plain';
  chooser.dataset.policy = STRICT;
  document.head.append(chooser);
});
afterEach(() => {
  document.head.replaceChildren();
  delete document.documentElement.dataset.trackers;
});

test('a page whose policy names the trackers gets the strict one beside it, once', () => {
  document.documentElement.dataset.trackers = '';
  expect(trackersAllowed()).toBe(true);
  forbidTrackers();
  forbidTrackers();
  expect(policies()).toEqual([STRICT]);
  expect(trackersAllowed()).toBe(false);
});

test('a page whose policy is the strict one is left as it is', () => {
  forbidTrackers();
  expect(policies()).toEqual([]);
});

test('a page load is needed for the trackers only with a stored yes, off a member page, under the strict policy', () => {
  expect(needsPageLoad(false)).toBe(false);
  localStorage.setItem('fjordby:cookie-consent', 'denied');
  expect(needsPageLoad(false)).toBe(false);
  localStorage.setItem('fjordby:cookie-consent', 'granted');
  expect(needsPageLoad(false)).toBe(true);
  expect(needsPageLoad(true)).toBe(false);
  document.documentElement.dataset.trackers = '';
  expect(needsPageLoad(false)).toBe(false);
});

test('a choice storage cannot give back needs no page load: the load would lose it', () => {
  const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('refused', 'SecurityError');
  });
  try {
    expect(needsPageLoad(false)).toBe(false);
  } finally {
    getItem.mockRestore();
  }
});
