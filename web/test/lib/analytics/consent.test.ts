import { expect, test } from 'vitest';

import { asksConsent, parseConsent, trackers } from '@/lib/analytics/consent';

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
