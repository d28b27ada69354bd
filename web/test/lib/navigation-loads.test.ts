import { expect, test } from 'vitest';

import {
  BUNDLE_LOADING_ERROR,
  failureMessage,
  isBundleUrl,
  isChunkLoadError,
  nextStep,
  parseHistory,
  remember,
  routeDataPath,
  type LoadHistory,
} from '@/lib/navigation-loads';

const online = { online: true, controlled: false };

test('each path keeps its last five results, oldest first', () => {
  let history: LoadHistory = {};
  for (const result of ['ok', 'failed', 'ok', 'ok', 'page-failed', 'failed'] as const) {
    history = remember(history, '/kino', result);
  }
  history = remember(history, '/', 'ok');
  expect(history).toEqual({ '/kino': ['failed', 'ok', 'ok', 'page-failed', 'failed'], '/': ['ok'] });
});

test('a first failure, or one after the page showed, is a full navigation', () => {
  expect(nextStep(['failed'], online)).toBe('navigate');
  expect(nextStep(['ok', 'ok', 'failed'], online)).toBe('navigate');
  // The full navigation brought the page: the next failure may try again.
  expect(nextStep(['failed', 'ok', 'failed'], online)).toBe('navigate');
});

test('a failure after a full navigation that did not bring the page stops: no loop', () => {
  expect(nextStep(['failed', 'failed'], online)).toBe('stop');
  expect(nextStep(['ok', 'failed', 'page-failed', 'failed'], online)).toBe('stop');
  expect(nextStep(['page-failed', 'failed'], online)).toBe('stop');
});

test('failures that keep coming stop too, successes between them or not', () => {
  expect(nextStep(['failed', 'ok', 'failed', 'ok', 'failed'], online)).toBe('stop');
  // Once they are out of the last five, full navigations are tried again.
  expect(nextStep(['ok', 'failed', 'ok', 'ok', 'failed'], online)).toBe('navigate');
});

test('offline, a full navigation only helps when a service worker answers it', () => {
  expect(nextStep(['failed'], { online: false, controlled: false })).toBe('offline');
  expect(nextStep(['failed'], { online: false, controlled: true })).toBe('navigate');
});

test('what sessionStorage held is read back, anything else is an empty history', () => {
  expect(parseHistory('{"/kino":["ok","failed"],"/x":["nonsense"],"/y":"ok"}')).toEqual({ '/kino': ['ok', 'failed'] });
  expect(parseHistory(null)).toEqual({});
  expect(parseHistory('not json')).toEqual({});
  expect(parseHistory('["ok"]')).toEqual({});
});

test('route data requests name their page; prefetches of segments, robots.txt and other hosts do not', () => {
  const origin = 'https://www.fjordbykulturhus.no';
  const path = (url: string) => routeDataPath(new URL(url), origin);
  expect(path('https://www.fjordbykulturhus.no/kino.txt?_rsc=1x2y3')).toBe('/kino');
  expect(path('https://www.fjordbykulturhus.no/article/hostprogram.txt')).toBe('/article/hostprogram');
  expect(path('https://www.fjordbykulturhus.no/index.txt')).toBe('/');
  expect(path('https://www.fjordbykulturhus.no/kino/__next.$oc$path.__PAGE__.txt')).toBeNull();
  expect(path('https://www.fjordbykulturhus.no/robots.txt')).toBeNull();
  expect(path('https://www.fjordbykulturhus.no/data/chunks/index/5/items/2.json')).toBeNull();
  expect(path('https://cms.example.no/kino.txt')).toBeNull();
});

test('the console lines are the catalogue’s', () => {
  expect(failureMessage('/kino', 404)).toBe("A page wasn't found for /kino");
  expect(failureMessage('/kino', 500)).toBe('Loading the JSON for /kino failed');
  expect(failureMessage('/kino', null)).toBe('Loading the JSON for /kino failed');
});

test('a bundle that fails to load is logged with the catalogue’s text', () => {
  expect(BUNDLE_LOADING_ERROR).toBe('bundle loading error');
});

test('bundles are the app’s own scripts and styles, and chunk errors are recognised', () => {
  const origin = 'https://www.fjordbykulturhus.no';
  expect(isBundleUrl('https://www.fjordbykulturhus.no/_next/static/chunks/a1b2.js', origin)).toBe(true);
  expect(isBundleUrl('/_next/static/chunks/a1b2.css', origin)).toBe(true);
  expect(isBundleUrl('https://www.googletagmanager.com/gtag/js?id=G-X', origin)).toBe(false);
  const chunkError = new Error('Loading chunk 123 failed.');
  chunkError.name = 'ChunkLoadError';
  expect(isChunkLoadError(chunkError)).toBe(true);
  expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/x.js'))).toBe(true);
  expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});
