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

  test('«Fløyen» is «Floyen», «Floeyen» and «Flöyen»; «På» is «Pa»', () => {
    for (const spelling of ['Fløyen', 'floyen', 'Floeyen', 'Flöyen', 'FLØYEN']) expect(fold(spelling)).toBe('floyen');
    expect(fold('På')).toBe('pa');
    expect(fold('Pa')).toBe('pa');
    expect(fold('Lärer')).toBe('laerer');
  });

  test('other diacritics are dropped', () => {
    expect(fold('Café')).toBe('cafe');
    expect(fold('Müller')).toBe('muller');
    expect(fold('Åse Ström')).toBe('ase strom');
  });
});

test('words are runs of two or more letters and digits', () => {
  expect(tokenize('Fjordby Jazz: Sofie Lind-trio 2026!')).toEqual(['Fjordby', 'Jazz', 'Sofie', 'Lind', 'trio', '2026']);
  expect(tokenize('Konsert i desember, å lære 3D')).toEqual(['Konsert', 'desember', 'lære', '3D']);
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
    r: null,
    f: [],
    x: '',
    u: '/flaklypa-grand-prix-abc123',
  },
  {
    k: 'article',
    t: 'Slik kjøper du billetter',
    s: 'Billetter til kino og arrangementer selges på nett og i appen.',
    d: ['2026-10-02'],
    c: 'article',
    r: null,
    f: [],
    x: '',
    u: '/article/slik-kjoper-du-billetter',
  },
  {
    k: 'event',
    t: 'Vinterkonsert med Fjordby Storband',
    s: 'Storbandet spiller julemusikk.',
    d: ['2026-12-12'],
    c: 'Konsert',
    r: null,
    f: [],
    x: '',
    u: '/vinterkonsert-med-fjordby-storband-k3x9qa',
  },
  {
    k: 'article',
    t: 'Ny meny i kafeen',
    s: 'Kaffe, kaker og varm lunsj hver dag.',
    d: ['2026-09-15'],
    c: 'article',
    r: null,
    f: [],
    x: '',
    u: '/article/ny-meny-i-kafeen',
  },
  {
    k: 'film',
    t: 'Dragevokterne',
    s: 'En ung dragevokter må redde fjellet sitt.',
    d: ['2026-11-24', '2026-11-26'],
    c: 'Animasjon, Eventyr',
    r: null,
    f: [],
    x: '',
    u: '/dragevokterne-dxm-1001200',
  },
  {
    k: 'page',
    t: 'Praktisk informasjon',
    s: 'Åpningstider, adresse og parkering.',
    d: [],
    c: null,
    r: null,
    f: [],
    x: 'universell utforming teleslynge heis åtte rullestolplasser med ledsagerplass',
    u: '/praktisk-informasjon',
  },
  {
    k: 'film',
    t: 'Pingvinpatruljen',
    s: 'Fire små, men modige pingviner blir isflakets første redningstjeneste.',
    d: ['2026-11-24'],
    c: 'Animasjon, Familie',
    r: 'Mikkel Frost',
    f: ['Norsk tale', 'Barnevennlig'],
    x: 'pip tuva olli og lille snøball',
    u: '/pingvinpatruljen-dxm-1001330',
  },
  {
    k: 'film',
    t: 'Trollet som ikke ville sove',
    s: 'Et lite troll holder hele skogen våken.',
    d: ['2026-11-25'],
    c: 'Animasjon',
    r: 'Kari Vestre',
    f: ['Norsk tale'],
    x: '',
    u: '/trollet-som-ikke-ville-sove-dxm-1001400',
  },
  {
    k: 'film',
    t: "Hannah's Garden",
    s: 'En pensjonert botaniker i Cornwall får besøk av barnebarnet.',
    d: ['2026-11-26'],
    c: 'Drama',
    r: 'Claire Whitmore',
    f: ['Engelsk tale', 'Norsk tekst', '2D'],
    x: 'vises med og',
    u: '/hannahs-garden-dxm-1000988',
  },
  {
    k: 'event',
    t: 'Fjordby Jazz: Sofie Lind trio',
    s: 'Sofie Lind spiller egne låter.',
    d: ['2026-12-05'],
    c: 'Jazz',
    r: null,
    f: ['Teleslynge', 'Servering'],
    x: '',
    u: '/fjordby-jazz-sofie-lind-trio-q8w2ha',
  },
  {
    k: 'event',
    t: 'Allsang på seniorsenteret',
    s: 'Vi synger kjente sanger sammen.',
    d: ['2026-12-02'],
    c: 'Allsang',
    r: null,
    f: [],
    x: '',
    u: '/allsang-pa-seniorsenteret-k2j4hd',
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

  test('a page is found by the words of its text, a compound word by its start («rullestol»)', () => {
    expect(titles('rullestol')).toEqual(['Praktisk informasjon']);
    expect(titles('universell utforming')).toEqual(['Praktisk informasjon']);
    // «stol» is not the start of a word: the search does not look inside compound words.
    expect(titles('stol')).toEqual([]);
  });

  test('a typo is forgiven in a name, not in the words of a text', () => {
    expect(titles('dragevoktrene')).toEqual(['Dragevokterne']);
    expect(titles('univresell')).toEqual([]);
    expect(titles('universell')).toEqual(['Praktisk informasjon']);
  });

  test('a feature is found, and a page whose text has the word', () => {
    expect(titles('teleslynge')).toEqual(['Fjordby Jazz: Sofie Lind trio', 'Praktisk informasjon']);
    expect(titles('barnevennlig')).toEqual(['Pingvinpatruljen']);
  });

  test('a director is found by name, whole or in part, with or without the capitals', () => {
    expect(titles('Mikkel Frost')).toEqual(['Pingvinpatruljen']);
    expect(titles('mikkel frost')).toEqual(['Pingvinpatruljen']);
    expect(titles('frost')).toEqual(['Pingvinpatruljen']);
    expect(titles('Claire Whitmore')).toEqual(["Hannah's Garden"]);
  });

  test('a feature of two words is a phrase: «norsk tale» is not «engelsk tale» with «norsk tekst»', () => {
    expect(titles('norsk tale')).toEqual(['Pingvinpatruljen', 'Trollet som ikke ville sove']);
    expect(titles('Norsk Tale')).toEqual(['Pingvinpatruljen', 'Trollet som ikke ville sove']);
    expect(titles('norsk tekst')).toEqual(["Hannah's Garden"]);
    expect(titles('engelsk tale')).toEqual(["Hannah's Garden"]);
    // The query's other words are searched as usual among the films with the feature.
    expect(titles('norsk tale familie')).toEqual(['Pingvinpatruljen']);
    expect(titles('familie norsk tale')).toEqual(['Pingvinpatruljen']);
  });

  test('«pa» is «på», and words of one letter are not searched', () => {
    expect(titles('allsang pa seniorsenteret')).toEqual(['Allsang på seniorsenteret']);
    expect(titles('Allsang på seniorsenteret')).toEqual(['Allsang på seniorsenteret']);
    // The concert has no «i»: were it searched, every word being needed, this would find nothing.
    expect(titles('storband i fjordby')).toEqual(['Vinterkonsert med Fjordby Storband']);
  });

  test('a query that finds nothing is offered itself with a word put right, only where one letter is wrong', () => {
    expect(titles('jazs')).toEqual([]);
    expect(search.suggest('jazs')).toBe('jazz');
    expect(search.suggest('Jazs trio')).toBe('Jazz trio');
    expect(search.suggest('sofie lind jazs')).toBe('sofie lind jazz');
    // «jass» is two letters from «jazz»: too far for a word of four.
    expect(search.suggest('jass')).toBeNull();
    // Every word finds something, only not together: nothing to put right.
    expect(titles('dragevokterne flåklypa')).toEqual([]);
    expect(search.suggest('dragevokterne flåklypa')).toBeNull();
    // A word no word of the index is near is not swapped for a title that shares a letter or two.
    expect(search.suggest('dragevokterne xylofon')).toBeNull();
    expect(search.suggest('xylofon')).toBeNull();
  });

  test('a director the index does not name is offered nothing, not a title that looks a little like the name', async () => {
    const withoutDirectors = await createSearch(entries.map((entry) => ({ ...entry, r: null })));
    expect(withoutDirectors.find('Mikkel Frost', '2026-11-23')).toEqual([]);
    expect(withoutDirectors.suggest('Mikkel Frost')).toBeNull();
  });

  test('a hit carries what its card shows', () => {
    expect(search.find('flaklypa', '2026-11-23')).toEqual([
      {
        kind: 'event',
        title: 'Flåklypa Grand Prix',
        summary: 'Kinokonsert: filmen med levende musikk.',
        url: '/flaklypa-grand-prix-abc123',
        category: 'Konsert',
        director: null,
        day: '2026-11-27',
        moreDays: 1,
      },
    ]);
    expect(search.find('kjøp', '2026-11-23')[0]).toMatchObject({ kind: 'article', day: '2026-10-02', moreDays: 0 });
    expect(search.find('praktisk', '2026-11-23')[0]).toMatchObject({ kind: 'page', day: null, moreDays: 0 });
    expect(search.find('frost', '2026-11-23')[0]).toMatchObject({ kind: 'film', director: 'Mikkel Frost' });
  });
});

test('a large index is built in slices that leave the main thread free between them', async () => {
  const many = Array.from({ length: 1000 }, (_, i) => ({
    k: 'article' as const,
    t: `Nyhet ${i}`,
    s: 'Kulturhuset melder',
    c: 'article',
    r: null,
    f: [],
    x: '',
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
