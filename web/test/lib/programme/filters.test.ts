import { describe, expect, test } from 'vitest';

import { facets, featureKind, featuresOf, keeps, MARKS, paramValue, readChoice } from '@/lib/programme/filters';

describe('what a feature says', () => {
  test.each([
    ['Norsk tale', 'language'],
    ['nordsamisk tale', 'language'],
    ['Originalversjon', 'language'],
    ['Norsk tekst', 'subtitles'],
    ['Engelsk tekstet', 'subtitles'],
    ['3D', 'format'],
    ['Dolby Atmos', 'format'],
    ['imax', 'format'],
    ['Teleslynge', 'access'],
    ['Rullestolplasser', 'access'],
    ['Synstolket', 'access'],
    ['Babykino', 'screening'],
    ['Barnevennlig', 'screening'],
    ['Pris 120 kr', 'price'],
    ['95,-', 'price'],
    ['Premiere', 'other'],
    ['Kortfilm', 'other'],
  ])('«%s» is %s', (feature, kind) => {
    expect(featureKind(feature)).toBe(kind);
  });

  test('a showing’s marks are its language, subtitles, format, audience and access, in the CMS’s order', () => {
    const features = ['Pris 120 kr', 'Engelsk tale', 'Premiere', 'Norsk tekst', '3D', 'Teleslynge', 'Babykino'];
    expect(featuresOf({ features }, ...MARKS)).toEqual(['Engelsk tale', 'Norsk tekst', '3D', 'Teleslynge', 'Babykino']);
  });
});

test('a filter value in the address is the name in lower case ASCII', () => {
  expect(paramValue('Familie')).toBe('familie');
  expect(paramValue('Norsk tale')).toBe('norsk-tale');
  expect(paramValue('Science fiction')).toBe('science-fiction');
  expect(paramValue('Blåtur på Ørland, Ærø')).toBe('blatur-pa-orland-aero');
  expect(paramValue('Café & Crème')).toBe('cafe-creme');
});

test('the choices in an address, those not made empty', () => {
  expect(readChoice(new URLSearchParams('?dag=2026-12-05&sjanger=familie&sorter=tid'))).toEqual({
    day: '2026-12-05',
    genre: 'familie',
    age: '',
    language: '',
    format: '',
    category: '',
    sort: 'tid',
  });
});

describe('which productions a choice keeps', () => {
  const none = readChoice(new URLSearchParams());
  const film = (ageRating: string | null, genres: string[], features: string[]) => ({ ageRating, genres, features });
  const dragon = film('6', ['Animasjon', 'Familie'], ['Norsk tale', '3D']);
  const thriller = film('15', ['Thriller'], ['Engelsk tale', 'Norsk tekst', '2D']);
  const unrated = film(null, ['Familie'], []);

  test('nothing chosen keeps all', () => {
    expect([dragon, thriller, unrated].map((f) => keeps(f, none))).toEqual([true, true, true]);
  });

  test('a genre, a language or subtitles, a format', () => {
    expect([dragon, thriller, unrated].map((f) => keeps(f, { ...none, genre: 'familie' }))).toEqual([
      true,
      false,
      true,
    ]);
    expect([dragon, thriller].map((f) => keeps(f, { ...none, language: 'norsk-tekst' }))).toEqual([false, true]);
    expect([dragon, thriller].map((f) => keeps(f, { ...none, format: '3d' }))).toEqual([true, false]);
  });

  test('an age limit keeps it and those under it, never an unknown one', () => {
    const limits = ['A', '6', '9', '12', '15', '18'].map((rating) => film(rating, [], []));
    expect(limits.map((f) => keeps(f, { ...none, age: '9' }))).toEqual([true, true, true, false, false, false]);
    expect(limits.map((f) => keeps(f, { ...none, age: 'a' }))).toEqual([true, false, false, false, false, false]);
    expect(keeps(unrated, { ...none, age: '18' })).toBe(false);
    expect(keeps(film('Ikke satt', [], []), { ...none, age: '18' })).toBe(false);
  });
});

test('the options are what the productions have: genres and languages in Bokmål’s order, ages youngest first', () => {
  expect(
    facets([
      { ageRating: '15', genres: ['Thriller', 'Drama'], features: ['Engelsk tale', 'Norsk tekst', '2D'] },
      { ageRating: 'A', genres: ['Øvrig', 'Animasjon'], features: ['Norsk tale', '3D', 'Babykino'] },
      { ageRating: null, genres: ['Drama'], features: ['Pris 120 kr'] },
    ]),
  ).toEqual({
    genres: ['Animasjon', 'Drama', 'Thriller', 'Øvrig'],
    ages: ['A', '15'],
    languages: ['Engelsk tale', 'Norsk tale', 'Norsk tekst'],
    formats: ['2D', '3D'],
  });
});
