import { describe, expect, test } from 'vitest';

import { isEventCard, isProductionCard } from '@/lib/cards';
import type { ArticleCard, Event } from '@/lib/route-data';

import { makeProduction } from '../fixtures';

const production = makeProduction('bolger', 'Bølger');

const event: Event = {
  type: 'event',
  id: 'ev-24',
  eventNumber: 700124,
  startTime: '2026-11-27T18:00:00+01:00',
  auditorium: 'Sal 1',
  featured: false,
  soldOut: false,
  ticketUrl: 'https://billett.example.no/fjordbykulturhus/700124',
  production: {
    id: 'p-1001293',
    title: 'Melodien fra Nordheim',
    object: 'movie',
    category: null,
    path: null,
    genres: [],
    ageRating: null,
    features: [],
  },
};

const article: ArticleCard = {
  type: 'article',
  id: 'a-1',
  title: 'Nye seter i Sal 1',
  slug: 'nye-seter',
  path: '/article/nye-seter',
  category: 'article',
  author: 'Kari Nordmann',
  summary: 'Fra desember sitter du bedre.',
  image: null,
  thumbnail: null,
  createdAt: 1795000000000,
  updatedAt: null,
};

describe('the cards of a listing told apart by their type', () => {
  test('a mixed list gives its productions and its events', () => {
    const items: unknown[] = [production, event, article];
    expect(items.filter(isProductionCard).map((card) => card.title)).toEqual(['Bølger']);
    expect(items.filter(isEventCard).map((card) => card.production.title)).toEqual(['Melodien fra Nordheim']);
  });

  test('anything without the type is neither', () => {
    for (const value of [null, undefined, 'production', 42, [], {}, { type: 'Production' }, { kind: 'event' }]) {
      expect([isProductionCard(value), isEventCard(value)]).toEqual([false, false]);
    }
  });

  test('the type alone decides: plain JSON with it counts', () => {
    expect(isProductionCard({ type: 'production' })).toBe(true);
    expect(isEventCard({ type: 'event' })).toBe(true);
  });
});
