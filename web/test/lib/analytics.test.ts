import { expect, test } from 'vitest';

import {
  analyticsCookieNames,
  asksConsent,
  expiredCookies,
  itemAttributes,
  parseConsent,
  payload,
  productionItem,
  readItem,
  trackers,
} from '@/lib/analytics';

const ids = { gaTrackingId: 'G-FJORDBY123', facebookPixelId: '123456789012345' };

test('nothing loads before consent or after a refusal; with consent, what the site has ids for', () => {
  expect(trackers(null, ids)).toEqual({ ga: null, pixel: null });
  expect(trackers('denied', ids)).toEqual({ ga: null, pixel: null });
  expect(trackers('granted', ids)).toEqual({ ga: 'G-FJORDBY123', pixel: '123456789012345' });
  expect(trackers('granted', { gaTrackingId: null, facebookPixelId: null })).toEqual({ ga: null, pixel: null });
  expect(trackers('granted', { gaTrackingId: 'G-FJORDBY123', facebookPixelId: null })).toEqual({
    ga: 'G-FJORDBY123',
    pixel: null,
  });
});

test('the site asks for consent only when it has an id for either tracker', () => {
  expect(asksConsent(ids)).toBe(true);
  expect(asksConsent({ gaTrackingId: null, facebookPixelId: '123456789012345' })).toBe(true);
  expect(asksConsent({ gaTrackingId: 'G-FJORDBY123', facebookPixelId: null })).toBe(true);
  expect(asksConsent({ gaTrackingId: null, facebookPixelId: null })).toBe(false);
  expect(asksConsent({ gaTrackingId: '', facebookPixelId: null })).toBe(false);
});

test('the stored choice is read strictly', () => {
  expect(parseConsent('granted')).toBe('granted');
  expect(parseConsent('denied')).toBe('denied');
  expect(parseConsent(null)).toBeNull();
  expect(parseConsent('yes')).toBeNull();
});

test('a culture production as an event payload', () => {
  const item = productionItem({ id: 'p-42', title: 'Et dukkehjem', category: 'Teater', object: 'culture' });
  expect(payload(item, 'Fjordby kulturhus', 'Kulturprogram')).toEqual({
    id: 'p-42',
    name: 'Et dukkehjem',
    brand: 'Fjordby kulturhus',
    listName: 'Kulturprogram',
    category: 'Teater',
  });
});

test('a film has no category of its own: it is «Film»', () => {
  expect(productionItem({ id: 'f-1', title: 'Bestefars båt', category: null, object: 'movie' })).toEqual({
    id: 'f-1',
    name: 'Bestefars båt',
    category: 'Film',
  });
});

test('an item goes into data attributes and comes back from the dataset', () => {
  const attributes = itemAttributes({ id: 'f-1', name: 'Bestefars båt', category: 'Film' });
  expect(attributes).toEqual({
    'data-item-id': 'f-1',
    'data-item-name': 'Bestefars båt',
    'data-item-category': 'Film',
  });
  expect(readItem({ itemId: 'f-1', itemName: 'Bestefars båt', itemCategory: 'Film' })).toEqual({
    id: 'f-1',
    name: 'Bestefars båt',
    category: 'Film',
  });
  expect(readItem({ itemName: 'Uten id' })).toBeNull();
});

test('the analytics cookies are found among the others', () => {
  expect(
    analyticsCookieNames('_ga=GA1.1.1; theme=dark; _ga_FJORDBY123=GS1; _gid=x; _gat_UA=1; _fbp=fb.1; _gallery=1'),
  ).toEqual(['_ga', '_ga_FJORDBY123', '_gid', '_gat_UA', '_fbp']);
  expect(analyticsCookieNames('')).toEqual([]);
});

test('a cookie is deleted on the host and on every parent domain it may have been set on', () => {
  expect(expiredCookies('_ga', 'www.fjordbykulturhus.no')).toEqual([
    '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
    '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.www.fjordbykulturhus.no',
    '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.fjordbykulturhus.no',
  ]);
  expect(expiredCookies('_ga', '127.0.0.1')).toEqual(['_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/']);
  expect(expiredCookies('_ga', 'localhost')).toEqual(['_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/']);
});
