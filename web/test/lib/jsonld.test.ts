import { describe, expect, test } from 'vitest';

import { eventType, routeJsonLd, serializeJsonLd, siteJsonLd } from '@/lib/jsonld';
import type { Route } from '@/lib/route-data';

import { loadFixtureRoute, loadFixtureSite } from '../fixtures';

const FILM = '/melodien-fra-nordheim-dxm-1001293';
const FILM_URL = 'https://www.fjordbykulturhus.no/melodien-fra-nordheim-dxm-1001293';
const HOUSE = {
  '@type': ['MovieTheater', 'PerformingArtsTheater'],
  '@id': 'https://www.fjordbykulturhus.no/#kulturhus',
  name: 'Fjordby kulturhus',
  url: 'https://www.fjordbykulturhus.no/',
};

test('the house: a cinema and a stage in one node', async () => {
  expect(siteJsonLd(await loadFixtureSite())).toEqual({ '@context': 'https://schema.org', ...HOUSE });
});

test('a film page: the Movie, its auditoriums once, and a ScreeningEvent per showing, sold out or in stock', async () => {
  const data = routeJsonLd(await loadFixtureRoute(FILM), await loadFixtureSite());
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Movie',
        '@id': `${FILM_URL}#film`,
        name: 'Melodien fra Nordheim',
        url: FILM_URL,
        image: 'https://images.example.no/fjordby/film/1001293.jpg',
        description: 'Dokumentarfilm om hardingfelespilleren Olav Nordheim.',
        genre: ['Dokumentar', 'Musikk'],
        duration: 'PT88M',
        director: { '@type': 'Person', name: 'Solveig Rønning' },
        datePublished: '2026-11-05',
      },
      {
        '@type': 'Place',
        '@id': 'https://www.fjordbykulturhus.no/#sted-sal-1',
        name: 'Sal 1',
        containedInPlace: HOUSE,
      },
      {
        '@type': 'Place',
        '@id': 'https://www.fjordbykulturhus.no/#sted-sal-3',
        name: 'Sal 3',
        containedInPlace: HOUSE,
      },
      {
        '@type': 'ScreeningEvent',
        name: 'Melodien fra Nordheim',
        startDate: '2026-11-27T18:00:00+01:00',
        location: { '@id': 'https://www.fjordbykulturhus.no/#sted-sal-1' },
        workPresented: { '@id': `${FILM_URL}#film` },
        offers: {
          '@type': 'Offer',
          url: 'https://billett.example.no/fjordbykulturhus/8176463',
          availability: 'https://schema.org/InStock',
        },
      },
      {
        '@type': 'ScreeningEvent',
        name: 'Melodien fra Nordheim',
        startDate: '2026-11-28T21:30:00+01:00',
        location: { '@id': 'https://www.fjordbykulturhus.no/#sted-sal-3' },
        workPresented: { '@id': `${FILM_URL}#film` },
        offers: {
          '@type': 'Offer',
          url: 'https://billett.example.no/fjordbykulturhus/1045213',
          availability: 'https://schema.org/SoldOut',
        },
      },
    ],
  });
});

test('a culture page: an event per performance, typed by its category', async () => {
  const film = await loadFixtureRoute(FILM);
  const concert: Route = {
    ...film,
    kind: 'culture',
    path: '/vinterkonsert',
    production: { ...film.production!, object: 'culture', category: 'Konsert', title: 'Vinterkonsert', assets: [] },
    events: [{ ...film.events![0]!, auditorium: null, ticketUrl: null }],
  };
  expect(routeJsonLd(concert, await loadFixtureSite())).toEqual({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'MusicEvent',
        name: 'Vinterkonsert',
        url: 'https://www.fjordbykulturhus.no/vinterkonsert',
        description: 'Dokumentarfilm om hardingfelespilleren Olav Nordheim.',
        startDate: '2026-11-27T18:00:00+01:00',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: HOUSE,
        organizer: { '@id': 'https://www.fjordbykulturhus.no/#kulturhus' },
      },
    ],
  });
});

test('a culture page with performances in two halls: each hall a Place once, named in the id as written', async () => {
  const film = await loadFixtureRoute(FILM);
  const [first] = film.events!;
  const revy: Route = {
    ...film,
    kind: 'culture',
    path: '/julerevy',
    production: { ...film.production!, object: 'culture', category: 'Revy', title: 'Julerevy', assets: [] },
    events: [
      { ...first!, auditorium: 'Store sal' },
      { ...first!, auditorium: 'Kafé', startTime: '2026-11-28T19:00:00+01:00' },
      { ...first!, auditorium: 'Store sal', startTime: '2026-11-29T19:00:00+01:00' },
    ],
  };
  const graph = routeJsonLd(revy, await loadFixtureSite())!['@graph'] as Record<string, unknown>[];
  expect(graph.slice(0, 2)).toEqual([
    {
      '@type': 'Place',
      '@id': 'https://www.fjordbykulturhus.no/#sted-store-sal',
      name: 'Store sal',
      containedInPlace: HOUSE,
    },
    {
      '@type': 'Place',
      '@id': 'https://www.fjordbykulturhus.no/#sted-kaf%C3%A9',
      name: 'Kafé',
      containedInPlace: HOUSE,
    },
  ]);
  expect(graph.slice(2).map((node) => [node['@type'], node['location']])).toEqual([
    ['TheaterEvent', { '@id': 'https://www.fjordbykulturhus.no/#sted-store-sal' }],
    ['TheaterEvent', { '@id': 'https://www.fjordbykulturhus.no/#sted-kaf%C3%A9' }],
    ['TheaterEvent', { '@id': 'https://www.fjordbykulturhus.no/#sted-store-sal' }],
  ]);
});

describe('event types by the sample’s categories', () => {
  test.each([
    ['Konsert', 'MusicEvent'],
    ['Jazz', 'MusicEvent'],
    ['Teater', 'TheaterEvent'],
    ['Revy', 'TheaterEvent'],
    ['Dans', 'DanceEvent'],
    ['Comedy', 'ComedyEvent'],
    ['Foredrag', 'EducationEvent'],
    ['Barn', 'ChildrensEvent'],
    ['Seniorsenter', 'Event'],
    [null, 'Event'],
  ])('%s → %s', (category, type) => {
    expect(eventType(category)).toBe(type);
  });
});

test('an article: a NewsArticle with headline, dates, author and image', async () => {
  const data = routeJsonLd(await loadFixtureRoute('/article/nye-seter'), await loadFixtureSite());
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'NewsArticle',
        headline: 'Nye seter i kinoteatret',
        url: 'https://www.fjordbykulturhus.no/article/nye-seter',
        mainEntityOfPage: 'https://www.fjordbykulturhus.no/article/nye-seter',
        datePublished: '2026-11-19T08:00:00.000Z',
        dateModified: '2026-11-19T08:00:00.000Z',
        author: { '@type': 'Person', name: 'Kari Nordvik' },
        image: ['https://images.example.no/fjordby/artikler/nye-seter.jpg'],
        publisher: { '@id': 'https://www.fjordbykulturhus.no/#kulturhus' },
      },
    ],
  });
});

test('a page of another kind has no nodes of its own', async () => {
  expect(routeJsonLd(await loadFixtureRoute('/kino'), await loadFixtureSite())).toBeNull();
});

describe('serialisation', () => {
  test('no title can end the script element', () => {
    const text = serializeJsonLd({ name: 'Film </script><script>alert(1)</script> & co' });
    expect(text).toBe(
      '{"name":"Film \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 co"}',
    );
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: 'Film </script><script>alert(1)</script> & co' });
  });

  test('line and paragraph separators are escaped', () => {
    expect(serializeJsonLd({ name: 'a\u2028b\u2029c' })).toBe('{"name":"a\\u2028b\\u2029c"}');
  });
});
