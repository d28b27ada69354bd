import { describe, expect, test } from 'vitest';

import { formatDayWithYear } from '@/lib/dates';
import type { SearchEntry } from '@/lib/route-data';
import { createSearch, dayToShow, fold, tokenize } from '@/lib/search';

describe('folding', () => {
  test('Norwegian letters and their spellings without them fold alike', () => {
    expect(fold('Flåklypa')).toBe('flaklypa');
    expect(fold('Flaaklypa')).toBe('flaklypa');
    expect(fold('FLAKLYPA')).toBe('flaklypa');
    expect(fold('Bølger')).toBe('bolger');
    expect(fold('Lærer')).toBe('laerer');
    expect(fold('Kjøpe')).toBe('kjope');
    expect(fold('Ærlig')).toBe('aerlig');
  });

  test('other diacritics are dropped', () => {
    expect(fold('Café')).toBe('cafe');
    expect(fold('Müller')).toBe('muller');
    expect(fold('Åse Ström')).toBe('ase strom');
  });
});

test('words are runs of letters and digits', () => {
  expect(tokenize('Fjordby Jazz: Sofie Lind-trio 2026!')).toEqual(['Fjordby', 'Jazz', 'Sofie', 'Lind', 'trio', '2026']);
  expect(tokenize('«Slik kjøper du billetter»')).toEqual(['Slik', 'kjøper', 'du', 'billetter']);
  expect(tokenize(' – ')).toEqual([]);
});

test('a day in Oslo with its weekday and year', () => {
  expect(formatDayWithYear('2026-11-27')).toBe('fre. 27. nov. 2026');
  expect(formatDayWithYear('2027-01-01')).toBe('fre. 1. jan. 2027');
});

test('a production shows its next day from today and how many follow', () => {
  const days = ['2026-11-20', '2026-11-27', '2026-12-04', '2026-12-11'];
  expect(dayToShow(days, '2026-11-23')).toEqual({ day: '2026-11-27', moreDays: 2 });
  expect(dayToShow(days, '2026-11-27')).toEqual({ day: '2026-11-27', moreDays: 2 });
  expect(dayToShow(days, '2026-12-24')).toEqual({ day: '2026-12-11', moreDays: 0 });
  expect(dayToShow([], '2026-11-23')).toEqual({ day: null, moreDays: 0 });
});

const entries: SearchEntry[] = [
  {
    k: 'event',
    t: 'Flåklypa Grand Prix',
    s: 'Kinokonsert: filmen med levende musikk.',
    d: ['2026-11-27', '2026-11-28'],
    c: 'Konsert',
    u: '/flaklypa-grand-prix-abc123',
  },
  {
    k: 'article',
    t: 'Slik kjøper du billetter',
    s: 'Billetter til kino og arrangementer selges på nett og i appen.',
    d: ['2026-10-02'],
    c: 'article',
    u: '/article/slik-kjoper-du-billetter',
  },
  {
    k: 'event',
    t: 'Vinterkonsert med Fjordby Storband',
    s: 'Storbandet spiller julemusikk.',
    d: ['2026-12-12'],
    c: 'Konsert',
    u: '/vinterkonsert-med-fjordby-storband-k3x9qa',
  },
  {
    k: 'article',
    t: 'Ny meny i kafeen',
    s: 'Kaffe, kaker og varm lunsj hver dag.',
    d: ['2026-09-15'],
    c: 'article',
    u: '/article/ny-meny-i-kafeen',
  },
  {
    k: 'film',
    t: 'Dragevokterne',
    s: 'En ung dragevokter må redde fjellet sitt.',
    d: ['2026-11-24', '2026-11-26'],
    c: 'Animasjon, Eventyr',
    u: '/dragevokterne-dxm-1001200',
  },
  {
    k: 'page',
    t: 'Praktisk informasjon',
    s: 'Åpningstider, adresse og parkering.',
    d: [],
    c: null,
    u: '/praktisk-informasjon',
  },
];
const search = await createSearch(entries);
const titles = (query: string) => search.find(query, '2026-11-23').map((hit) => hit.title);

describe('the search', () => {
  test('a query without the Norwegian letters finds the title with them, and the other way round', () => {
    expect(titles('flaklypa')).toEqual(['Flåklypa Grand Prix']);
    expect(titles('Flaaklypa')).toEqual(['Flåklypa Grand Prix']);
    expect(titles('FLÅKLYPA')).toEqual(['Flåklypa Grand Prix']);
    expect(titles('kafeen')).toEqual(['Ny meny i kafeen']);
  });

  test('the start of a word finds the word', () => {
    expect(titles('kjøp')).toEqual(['Slik kjøper du billetter']);
    expect(titles('kjop')).toEqual(['Slik kjøper du billetter']);
    expect(titles('vinterk')).toEqual(['Vinterkonsert med Fjordby Storband']);
  });

  test('a small typo is forgiven', () => {
    expect(titles('konsrt')).toEqual(['Flåklypa Grand Prix', 'Vinterkonsert med Fjordby Storband']);
    expect(titles('billeter')).toEqual(['Slik kjøper du billetter']);
  });

  test('every word must match; a title outranks a summary', () => {
    expect(titles('konsert storband')).toEqual(['Vinterkonsert med Fjordby Storband']);
    expect(titles('billetter')).toEqual(['Slik kjøper du billetter']);
  });

  test('nothing for a query that matches nothing, or no query', () => {
    expect(titles('xylofon')).toEqual([]);
    expect(titles('   ')).toEqual([]);
  });

  test('an article category is not searched: «article» finds nothing', () => {
    expect(titles('article')).toEqual([]);
  });

  test('films are found by title and by genre, static pages by title and description', () => {
    expect(titles('Dragevokterne')).toEqual(['Dragevokterne']);
    expect(titles('eventyr')).toEqual(['Dragevokterne']);
    expect(titles('parkering')).toEqual(['Praktisk informasjon']);
  });

  test('a query that finds nothing is given the nearest title to try', () => {
    expect(titles('dragevoktern flåklypa')).toEqual([]);
    expect(search.suggest('dragevoktern flåklypa')).toBe('Flåklypa Grand Prix');
    expect(search.suggest('Dragevokterene')).toBe('Dragevokterne');
    expect(search.suggest('xylofon')).toBeNull();
  });

  test('a hit carries what its card shows', () => {
    expect(search.find('flaklypa', '2026-11-23')).toEqual([
      {
        kind: 'event',
        title: 'Flåklypa Grand Prix',
        summary: 'Kinokonsert: filmen med levende musikk.',
        url: '/flaklypa-grand-prix-abc123',
        category: 'Konsert',
        day: '2026-11-27',
        moreDays: 1,
      },
    ]);
    expect(search.find('kjøp', '2026-11-23')[0]).toMatchObject({ kind: 'article', day: '2026-10-02', moreDays: 0 });
    expect(search.find('praktisk', '2026-11-23')[0]).toMatchObject({ kind: 'page', day: null, moreDays: 0 });
  });
});

test('a large index is built in slices that leave the main thread free between them', async () => {
  const many = Array.from({ length: 1000 }, (_, i) => ({
    k: 'article' as const,
    t: `Nyhet ${i}`,
    s: 'Kulturhuset melder',
    c: 'article',
    d: ['2026-11-23'],
    u: `/article/nyhet-${i}`,
  }));
  let built = false;
  const building = createSearch(many).then((created) => {
    built = true;
    return created;
  });
  // A timer set now runs before the index is done only if building gives the main thread back on the way.
  const timerSawItBuilt = new Promise<boolean>((resolve) => setTimeout(() => resolve(built), 0));
  expect(await timerSawItBuilt).toBe(false);
  const created = await building;
  expect(created.find('nyhet 999', '2026-11-23').map((hit) => hit.title)).toEqual(['Nyhet 999']);
});
