import { expect, test } from 'vitest';

import { analyticsCookieNames, expiredCookies } from '@/lib/analytics/cookies';

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
