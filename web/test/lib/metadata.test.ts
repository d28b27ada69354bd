import { expect, test } from 'vitest';

import { canonicalUrl, routeMetadata, siteMetadata } from '@/lib/metadata';

import { loadFixtureRoute, loadFixtureSite } from '../fixtures';

const FILM_IMAGE =
  'https://images.example.no/fjordby/film/1001293.jpg?w=1920&h=1080&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.35&auto=compress';

test('a film route: its meta, canonical on the site host, a large social card', async () => {
  const metadata = routeMetadata(await loadFixtureRoute('/melodien-fra-nordheim-dxm-1001293'), await loadFixtureSite());
  expect(metadata).toEqual({
    title: 'Melodien fra Nordheim | Fjordby kulturhus',
    description: 'Olav Nordheim har spilt hardingfele i over 75 år.',
    keywords: 'Norsk tale, 2D',
    alternates: { canonical: 'https://www.fjordbykulturhus.no/melodien-fra-nordheim-dxm-1001293' },
    openGraph: {
      title: 'Melodien fra Nordheim | Fjordby kulturhus',
      description: 'Olav Nordheim har spilt hardingfele i over 75 år.',
      url: 'https://www.fjordbykulturhus.no/melodien-fra-nordheim-dxm-1001293',
      siteName: 'Fjordby kulturhus',
      type: 'website',
      images: [FILM_IMAGE],
    },
    twitter: {
      card: 'summary_large_image',
      title: 'Melodien fra Nordheim | Fjordby kulturhus',
      description: 'Olav Nordheim har spilt hardingfele i over 75 år.',
      images: [FILM_IMAGE],
    },
    other: undefined,
  });
});

test('an article: an article card, and the facebook domain verification when the page has one', async () => {
  const metadata = routeMetadata(await loadFixtureRoute('/article/nye-seter'), await loadFixtureSite());
  expect(metadata.openGraph).toMatchObject({ type: 'article' });
  expect(metadata.keywords).toBeUndefined();
  expect(metadata.other).toEqual({ 'facebook-domain-verification': 'fb-verify-123' });
});

test('a page without an image gets the small card', async () => {
  const metadata = routeMetadata(await loadFixtureRoute('/'), await loadFixtureSite());
  expect(metadata.twitter).toMatchObject({ card: 'summary', images: undefined });
  expect(metadata.alternates).toEqual({ canonical: 'https://www.fjordbykulturhus.no/' });
});

test('canonical URLs keep to the host whatever its trailing slash', () => {
  expect(canonicalUrl({ path: '/kino' }, { host: 'https://www.fjordbykulturhus.no/' })).toBe(
    'https://www.fjordbykulturhus.no/kino',
  );
});

test('every page has the favicon, and relative URLs resolve on the host', async () => {
  const metadata = siteMetadata(await loadFixtureSite());
  expect(metadata.icons).toEqual({ icon: 'https://images.example.no/fjordby/favicon.png' });
  expect(String(metadata.metadataBase)).toBe('https://www.fjordbykulturhus.no/');
});
