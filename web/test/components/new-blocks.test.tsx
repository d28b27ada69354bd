import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { ArticleBlock } from '@/components/blocks/article';
import { CardBlock } from '@/components/blocks/card';
import { CoverFlowBlock } from '@/components/blocks/cover-flow';
import { CultureProgramBlock } from '@/components/blocks/culture-program';
import { EventsBlock } from '@/components/blocks/events';
import { ScheduleBlock } from '@/components/blocks/schedule';
import { SearchFieldBlock } from '@/components/blocks/search-field';
import { SearchResultsBlock } from '@/components/blocks/search-results';
import { SlideshowBlock } from '@/components/blocks/slideshow';
import { TicketBlock } from '@/components/blocks/ticket';
import type { Chunk, Event, SearchEntry } from '@/lib/route-data';

import { fixtureBlock, loadFixtureRoute, makeBlock as block, makeProduction as production } from '../fixtures';

function event(id: string, startTime: string, title: string, extra: Partial<Event> = {}): Event {
  return {
    type: 'event',
    id,
    eventNumber: 1,
    startTime,
    auditorium: 'Sal 1',
    featured: true,
    soldOut: false,
    ticketUrl: null,
    production: {
      id: `p-${id}`,
      title,
      path: `/${title.toLowerCase()}`,
      object: 'culture',
      category: null,
      genres: [],
      ageRating: null,
      features: [],
    },
    ...extra,
  };
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('article', () => {
  /** The fixture's article block on its route, under a page heading of `pageHeading` (the route's title if none). */
  async function renderArticle(pageHeading?: string) {
    const route = await loadFixtureRoute('/article/nye-seter');
    const articleBlock = await fixtureBlock('/article/nye-seter', 'article-body', 'article');
    return render(<ArticleBlock block={articleBlock} headingLevel={2} pageHeading={pageHeading} route={route} />);
  }

  test('shows the route’s full article: title, author, date in Bokmål, content', async () => {
    const { container } = await renderArticle();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nye seter i kinoteatret');
    expect(container.querySelector('.block-article__byline')?.textContent).toBe('Av Kari Nordvik · 19. november 2026');
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-19T08:00:00.000Z');
    expect(container.querySelector('.rich-text')?.innerHTML).toBe(
      '<p>Kinoteatret har fått nye seter og har nå 462 plasser.</p>',
    );
  });

  test('under a cover whose heading is the article’s title, it does not repeat the title but is named by it', async () => {
    const { container } = await renderArticle('Nye seter i kinoteatret');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('article', { name: 'Nye seter i kinoteatret' }).firstElementChild).toBe(
      container.querySelector('.block-article__byline'),
    );
  });

  test('under another heading it shows its title', async () => {
    await renderArticle('Nyheter');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nye seter i kinoteatret');
    expect(screen.getByRole('article', { name: 'Nye seter i kinoteatret' })).toBeTruthy();
  });

  test('on a route without an article it is nothing', async () => {
    const { container } = render(
      <ArticleBlock block={block('article', {})} headingLevel={2} route={{ article: null }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('schedule', () => {
  const ticket = (eventNumber: number) => ({
    eventNumber,
    ticketUrl: `https://billett.example.no/fjordbykulturhus/${eventNumber}`,
  });

  test('one day at a time under day buttons: each time a ticket link, what plays linked, its hall, «Utsolgt»', () => {
    render(
      <ScheduleBlock
        block={block('schedule', {
          title: 'Dagens program',
          items: [
            event('e1', '2026-11-27T18:00:00+01:00', 'Fjordjazz', ticket(11)),
            event('e2', '2026-11-27T20:30:00+01:00', 'Revy', { soldOut: true, auditorium: 'Storsalen', ...ticket(12) }),
            event('e3', '2026-11-28T12:00:00+01:00', 'Barneteater', ticket(13)),
          ],
        })}
        headingLevel={2}
      />,
    );
    const days = within(screen.getByRole('group', { name: 'Velg dag' })).getAllByRole('button');
    expect(days.map((day) => [day.textContent, day.getAttribute('aria-pressed')])).toEqual([
      ['fre. 27. nov.', 'true'],
      ['lør. 28. nov.', 'false'],
    ]);
    // Once hydrated only the day chosen is rendered.
    expect(texts(screen.getAllByRole('heading', { level: 3 }))).toEqual(['fre. 27. nov.']);
    const friday = screen.getByRole('heading', { level: 3 }).parentElement!;
    expect(texts(within(friday!).getAllByRole('listitem'))).toEqual([
      '18:00 fre. 27. nov., billett til Fjordjazz (åpnes i ny fane) Fjordjazz Sal 1',
      '20:30 fre. 27. nov. Utsolgt Revy Storsalen',
    ]);
    const ticketLink = screen.getByRole('link', {
      name: '18:00 fre. 27. nov., billett til Fjordjazz (åpnes i ny fane)',
    });
    expect(ticketLink.getAttribute('href')).toBe('https://billett.example.no/fjordbykulturhus/11');
    expect(screen.getByRole('link', { name: 'Revy' }).getAttribute('href')).toBe('/revy');

    act(() => days[1]!.click());
    expect(texts(screen.getAllByRole('heading', { level: 3 }))).toEqual(['lør. 28. nov.']);
  });

  test('leaves out what has started by the visitor’s clock, and a day with nothing left', () => {
    vi.setSystemTime(new Date('2026-11-27T20:30:00+01:00'));
    render(
      <ScheduleBlock
        block={block('schedule', {
          title: 'Dagens program',
          items: [
            event('e1', '2026-11-27T18:00:00+01:00', 'Fjordjazz'),
            event('e2', '2026-11-27T20:30:00+01:00', 'Revy'),
            event('e3', '2026-11-28T12:00:00+01:00', 'Barneteater'),
          ],
        })}
        headingLevel={2}
      />,
    );
    expect(texts(screen.getAllByRole('heading', { level: 3 }))).toEqual(['lør. 28. nov.']);
    expect(texts(screen.getAllByRole('listitem'))).toEqual(['12:00 lør. 28. nov. Barneteater Sal 1']);
    expect(screen.queryByRole('group', { name: 'Velg dag' })).toBeNull();
    // The day's last showing has started: the schedule says so before tomorrow's.
    expect(screen.getByText('Ingen flere forestillinger i dag – i morgen:')).toBeTruthy();
  });

  test('says nothing of today while today has a showing left, nor on a later day the visitor chose', () => {
    vi.setSystemTime(new Date('2026-11-27T19:00:00+01:00'));
    render(
      <ScheduleBlock
        block={block('schedule', {
          title: 'Dagens program',
          items: [
            event('e2', '2026-11-27T20:30:00+01:00', 'Revy'),
            event('e3', '2026-11-28T12:00:00+01:00', 'Barneteater'),
          ],
        })}
        headingLevel={2}
      />,
    );
    expect(texts(screen.getAllByRole('listitem'))).toEqual(['20:30 fre. 27. nov. Revy Sal 1']);
    act(() =>
      within(screen.getByRole('group', { name: 'Velg dag' }))
        .getAllByRole('button')[1]!
        .click(),
    );
    expect(texts(screen.getAllByRole('listitem'))).toEqual(['12:00 lør. 28. nov. Barneteater Sal 1']);
    expect(screen.queryByText(/Ingen flere forestillinger i dag/)).toBeNull();
  });

  test('under a page heading of its own title, its days are the headings below the page’s', () => {
    const items = [event('e1', '2026-11-27T18:00:00+01:00', 'Fjordjazz')];
    render(
      <ScheduleBlock block={block('schedule', { title: 'Program', items })} headingLevel={2} pageHeading="Program" />,
    );
    expect(texts(screen.getAllByRole('heading'))).toEqual(['fre. 27. nov.']);
    expect(screen.getByRole('heading').tagName).toBe('H2');
    expect(screen.getByRole('region', { name: 'Program' })).toBeTruthy();
  });

  test('says so when there is nothing', () => {
    render(<ScheduleBlock block={block('schedule', { items: [] })} headingLevel={2} />);
    expect(screen.getByText('Ingen forestillinger i programmet akkurat nå.')).toBeTruthy();
  });
});

describe('culture-program', () => {
  const items = [
    event('e2', '2026-11-28T19:00:00+01:00', 'Revy', {
      production: {
        id: 'p2',
        title: 'Revy',
        path: '/revy',
        object: 'culture',
        category: 'Humor',
        genres: [],
        ageRating: null,
        features: [],
      },
    }),
    event('e1', '2026-11-27T18:00:00+01:00', 'Fjordjazz', {
      production: {
        id: 'p1',
        title: 'Fjordjazz',
        path: '/fjordjazz',
        object: 'culture',
        category: 'Jazz',
        genres: [],
        ageRating: null,
        features: [],
      },
    }),
    // A production's showing, as the pipeline gives a culture programme its productions: each a performance.
    event('s1', '2026-11-27T21:00:00+01:00', 'Vårkonsert', {
      eventNumber: 3,
      auditorium: null,
      featured: false,
      soldOut: true,
      production: {
        id: 'p3',
        title: 'Vårkonsert',
        path: '/p3',
        object: 'culture',
        category: 'Jazz',
        genres: [],
        ageRating: null,
        features: [],
      },
    }),
  ];

  test('lists the performances by day, and filters them by category', () => {
    render(
      <CultureProgramBlock block={block('culture-program', { title: 'Kulturprogram', items })} headingLevel={2} />,
    );
    expect(texts(screen.getAllByRole('heading', { level: 3 }))).toEqual(['fre. 27. nov.', 'lør. 28. nov.']);
    expect(texts(screen.getAllByRole('link'))).toEqual(['Fjordjazz', 'Vårkonsert', 'Revy']);
    const select = screen.getByRole('combobox', { name: 'Kategori' });
    expect(texts(within(select).getAllByRole('option'))).toEqual(['Alle kategorier', 'Humor', 'Jazz']);
    fireEvent.change(select, { target: { value: 'humor' } });
    expect(texts(screen.getAllByRole('link'))).toEqual(['Revy']);
    expect(texts(screen.getAllByRole('heading', { level: 3 }))).toEqual(['lør. 28. nov.']);
    expect(screen.getByRole('status').textContent).toBe('Viser 1 arrangement');
    // The choice is in the page's address, to share and to find again after Back.
    expect(window.location.search).toBe('?kategori=humor');
    window.history.replaceState(null, '', '/');
  });

  test('a category in the address is chosen as the page opens', () => {
    window.history.replaceState(null, '', '/kulturprogram?kategori=jazz');
    try {
      render(
        <CultureProgramBlock block={block('culture-program', { title: 'Kulturprogram', items })} headingLevel={2} />,
      );
      expect(texts(screen.getAllByRole('link'))).toEqual(['Fjordjazz', 'Vårkonsert']);
      expect((screen.getByRole('combobox', { name: 'Kategori' }) as HTMLSelectElement).value).toBe('jazz');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('slideshow', () => {
  const slides = block('slideshow', {
    items: [production('a', 'Første film'), production('b', 'Andre film')],
  });

  function motion(reduced: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query }));
  }

  test('shows one slide at a time, with previous and next', () => {
    motion(true);
    render(<SlideshowBlock block={slides} headingLevel={2} />);
    expect(screen.getByRole('region', { name: 'Aktuelt nå' }).getAttribute('aria-roledescription')).toBe('karusell');
    expect(texts(screen.getAllByRole('link'))).toEqual(['Førs\u00adte film']);
    fireEvent.click(screen.getByRole('button', { name: 'Neste lysbilde' }));
    expect(texts(screen.getAllByRole('link'))).toEqual(['And\u00adre film']);
    fireEvent.click(screen.getByRole('button', { name: 'Forrige lysbilde' }));
    expect(texts(screen.getAllByRole('link'))).toEqual(['Førs\u00adte film']);
  });

  test('plays by itself unless motion is reduced, and the pause button toggles its label', () => {
    vi.useFakeTimers();
    motion(false);
    render(<SlideshowBlock block={slides} headingLevel={2} />);
    act(() => vi.advanceTimersByTime(6000));
    expect(texts(screen.getAllByRole('link'))).toEqual(['And\u00adre film']);
    const button = screen.getByRole('button', { name: 'Stopp lysbildene' });
    fireEvent.click(button);
    expect(button.textContent).toBe('Spill av lysbildene');
    act(() => vi.advanceTimersByTime(12000));
    expect(texts(screen.getAllByRole('link'))).toEqual(['And\u00adre film']);
  });

  test('under reduced motion it stays still', () => {
    vi.useFakeTimers();
    motion(true);
    render(<SlideshowBlock block={slides} headingLevel={2} />);
    expect(screen.getByRole('button', { name: 'Spill av lysbildene' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(12000));
    expect(texts(screen.getAllByRole('link'))).toEqual(['Førs\u00adte film']);
  });
});

describe('cover-flow, events and card', () => {
  test('cover-flow lists production cards under its title', () => {
    render(
      <CoverFlowBlock
        block={block('cover-flow', { title: 'Aktuelt i kulturhuset', items: [production('revy', 'Revy')] })}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Aktuelt i kulturhuset');
    expect(screen.getByRole('link', { name: 'Revy' }).getAttribute('href')).toBe('/revy');
  });

  test('events lists films with their facts', () => {
    render(
      <EventsBlock
        block={block('events', { items: [production('film', 'Film', { duration: 88, ageRating: 'A' })] })}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Film');
    expect(screen.getByText('1 t 28 min · Tillatt for alle')).toBeTruthy();
  });

  test('card shows its own fields when it lists no records', () => {
    render(
      <CardBlock
        block={block('card', { title: 'Lei lokaler', text: 'Møterom og saler.', url: '/utleie' })}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('link', { name: 'Lei lokaler' }).getAttribute('href')).toBe('/utleie');
    expect(screen.getByText('Møterom og saler.')).toBeTruthy();
  });
});

describe('search and ticket', () => {
  test('search-field is a GET form to /sok with q', () => {
    render(
      <SearchFieldBlock
        block={block('search-field', { placeholder: 'Søk etter artikler og arrangementer' })}
        headingLevel={2}
      />,
    );
    const form = screen.getByRole('search', { name: 'Søk i filmer, arrangementer og artikler' });
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/sok', 'get']);
    const input = within(form).getByRole('searchbox', { name: 'Søk' });
    expect([input.getAttribute('name'), input.getAttribute('placeholder')]).toEqual([
      'q',
      'Søk etter artikler og arrangementer',
    ]);
  });

  test('search-results asks for a search word', () => {
    render(<SearchResultsBlock block={block('search-results', {})} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Søkeresultater');
    expect(screen.getByRole('status').textContent).toBe('Skriv inn et søkeord');
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('search-results lists everything the search finds, by kind, in the page itself', () => {
    const entry = (k: SearchEntry['k'], t: string, u: string, d: string[] = []): SearchEntry => ({
      k,
      t,
      s: '',
      d,
      c: null,
      r: null,
      f: [],
      x: '',
      u,
    });
    const index = [
      entry('film', 'Vinterlys', '/vinterlys-dxm-1001240'),
      entry('film', 'Ørnen', '/ornen-dxm-1000001'),
      entry('film', 'Bestefars båt', '/bestefars-bat-dxm-1000934'),
      entry('page', 'Praktisk informasjon', '/praktisk-informasjon'),
      entry('article', 'Åpningstider i jula', '/article/apningstider-i-jula', ['2026-11-20']),
      entry('article', 'Ny app', '/article/ny-app', ['2026-11-25']),
    ];
    render(<SearchResultsBlock block={block('search-results', {})} headingLevel={2} searchIndex={index} />);
    expect(screen.getByRole('status').textContent).toBe('Skriv inn et søkeord');
    expect(screen.getByText('Eller bla i alt vi har:')).toBeTruthy();
    // The groups a visitor looks in, films first; a kind with nothing has no group.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Filmer',
      'Artikler',
      'Sider',
    ]);
    const titles = (group: string) =>
      within(screen.getByRole('region', { name: group }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    // Titles in Bokmål's order (Ø after the other letters); articles newest first.
    expect(titles('Filmer')).toEqual([
      ['Bestefars båt', '/bestefars-bat-dxm-1000934'],
      ['Vinterlys', '/vinterlys-dxm-1001240'],
      ['Ørnen', '/ornen-dxm-1000001'],
    ]);
    expect(titles('Artikler')).toEqual([
      ['Ny app', '/article/ny-app'],
      ['Åpningstider i jula', '/article/apningstider-i-jula'],
    ]);
    expect(titles('Sider')).toEqual([['Praktisk informasjon', '/praktisk-informasjon']]);
  });

  test('ticket is a link to the ticketing provider in a new tab, the icon hidden', () => {
    const { container } = render(
      <TicketBlock
        block={block('ticket', { url: 'https://billett.example.no/fjordbykulturhus/5550001' })}
        headingLevel={2}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Kjøp billett (åpnes i ny fane)');
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://billett.example.no/fjordbykulturhus/5550001',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('«Vis flere»', () => {
  function chunk(...items: Chunk['items']) {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ page: 2, items }))));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  const paging = { items: { total: 3, pageSize: 24, chunks: ['chunks/index/5/items/2.json'] } };

  test('a schedule with one day left on its first page fetches the next at once, into the same days', async () => {
    const fetchMock = chunk(
      event('e2', '2026-11-27T21:00:00+01:00', 'Revy', { auditorium: 'Storsalen' }),
      event('e3', '2026-11-28T12:00:00+01:00', 'Barneteater'),
    );
    const items = [event('e1', '2026-11-27T18:00:00+01:00', 'Fjordjazz')];
    render(<ScheduleBlock block={block('schedule', { title: 'Program', items }, paging)} headingLevel={2} />);
    // One day known: nothing to choose from yet, so the next page comes without waiting for the visitor.
    const group = screen.getByRole('group', { name: 'Velg dag' });
    await vi.waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledWith('/data/chunks/index/5/items/2.json');
    expect(texts(within(screen.getAllByRole('list')[0]!).getAllByRole('listitem'))).toEqual([
      '18:00 fre. 27. nov. Fjordjazz Sal 1',
      '21:00 fre. 27. nov. Revy Storsalen',
    ]);
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
  });

  test('a culture programme loads further performances, and its filter offers their categories', async () => {
    chunk(
      event('e2', '2026-11-29T19:00:00+01:00', 'Revy', {
        production: {
          id: 'p2',
          title: 'Revy',
          path: '/revy',
          object: 'culture',
          category: 'Humor',
          genres: [],
          ageRating: null,
          features: [],
        },
      }),
    );
    const items = [
      event('e1', '2026-11-27T18:00:00+01:00', 'Fjordjazz', {
        production: {
          id: 'p1',
          title: 'Fjordjazz',
          path: '/fjordjazz',
          object: 'culture',
          category: 'Jazz',
          genres: [],
          ageRating: null,
          features: [],
        },
      }),
    ];
    render(<CultureProgramBlock block={block('culture-program', { items }, paging)} headingLevel={2} />);
    const select = screen.getByRole('combobox', { name: 'Kategori' });
    expect(texts(within(select).getAllByRole('option'))).toEqual(['Alle kategorier', 'Jazz']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    });
    expect(texts(screen.getAllByRole('link'))).toEqual(['Fjordjazz', 'Revy']);
    expect(texts(within(select).getAllByRole('option'))).toEqual(['Alle kategorier', 'Humor', 'Jazz']);
    expect(screen.getByText('Viser 2 av 3')).toBeTruthy();
  });

  test('a carousel takes the cards it adds into its row', async () => {
    chunk(production('b', 'Andre film'));
    render(
      <CoverFlowBlock
        block={block(
          'cover-flow',
          { title: 'Filmer', items: [production('a', 'Første film')] },
          { items: { total: 2, pageSize: 24, chunks: ['chunks/index/2/items/2.json'] } },
        )}
        headingLevel={2}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    });
    const row = screen.getByRole('group', { name: 'Filmer' });
    // The server's card is hyphenated; the one the browser added is as written (lib/hyphenate.ts).
    expect(texts(within(row).getAllByRole('link'))).toEqual(['Førs\u00adte film', 'Andre film']);
    expect(within(row).getByText('Viser 2 av 2')).toBeTruthy();
  });

  test('fetches the next chunk and appends its cards', async () => {
    const fetchMock = chunk(event('ev-25', '2026-12-20T17:00:00+01:00', 'Julekonsert'));
    render(
      <EventsBlock
        block={block(
          'events',
          { title: 'Filmer', items: [production('film', 'Film')] },
          { items: { total: 2, pageSize: 24, chunks: ['chunks/filmer/1/items/2.json'] } },
        )}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Viser 1 av 2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    });
    expect(fetchMock).toHaveBeenCalledWith('/data/chunks/filmer/1/items/2.json');
    expect(screen.getByRole('link', { name: 'Julekonsert' }).getAttribute('href')).toBe('/julekonsert');
    expect(screen.getByRole('status').textContent).toBe('Viser 2 av 2');
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
  });
});
