import { act, fireEvent, render as renderOnce, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { ProgramBlock } from '@/components/blocks/program';
import type { DayShowings, Event, ProductionCard, Showing } from '@/lib/route-data';

import { makeBlock, makeProduction, makeShowing as showing } from '../../fixtures';

/** A film's card without a picture, not featured. */
const film = (id: string, title: string, showings: Showing[], extra: Partial<ProductionCard> = {}): ProductionCard =>
  makeProduction(id, title, {
    object: 'movie',
    objectClass: 'movie',
    featured: false,
    image: null,
    showings,
    ...extra,
  });

const ticketed = (id: string, eventNumber: number, startTime: string): Showing => ({
  ...showing(id, startTime),
  eventNumber,
  ticketUrl: `https://billett.example.no/fjordbykulturhus/${eventNumber}`,
});

const films = [
  film('a', 'Dragevokterne', [ticketed('a1', 11, '2026-11-27T18:00:00+01:00')], {
    genres: ['Animasjon', 'Familie'],
    ageRating: 'A',
    features: ['Norsk tale', '2D'],
  }),
  film(
    'b',
    'Nattevakt',
    [ticketed('b1', 21, '2026-11-28T21:30:00+01:00'), ticketed('b2', 22, '2026-11-27T20:30:00+01:00')],
    {
      genres: ['Thriller'],
      ageRating: '15',
      features: ['Engelsk tale', 'Norsk tekst', '3D'],
    },
  ),
  film('c', 'Bestefars båt', [ticketed('c1', 31, '2026-11-29T12:00:00+01:00')], {
    genres: ['Familie', 'Drama'],
    ageRating: '6',
    features: ['Norsk tale', '2D', 'Babykino'],
  }),
];

/** What the pipeline writes for a day: the showings of the films, in time order, with what they carry of them. */
function dayFile(day: string, rows: [ProductionCard, Showing][]): DayShowings {
  const items: Event[] = rows.map(([card, shown]) => ({
    ...shown,
    type: 'event',
    production: {
      id: card.id,
      title: card.title,
      path: card.path,
      object: card.object,
      category: card.category,
      genres: card.genres,
      ageRating: card.ageRating,
      features: card.features,
    },
  }));
  return { day, items };
}

const DAYS = [
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-18',
];
const dayFiles = Object.fromEntries(DAYS.map((day) => [day, `days/kino/2/${day}.json`]));

function programme(items = films, paging = {}) {
  return { ...makeBlock('program', { items }, paging), days: dayFiles };
}

/** Serves the day files and chunks a test names; counts the calls. */
function serve(files: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    const file = files[url.replace(/^\/data\//, '')];
    return Promise.resolve(file ? Response.json(file) : new Response('', { status: 404 }));
  });
  return calls;
}

/** Renders with a cache of its own, as a fresh page has: no day fetched by an earlier test. */
const render = (ui: ReactNode) =>
  renderOnce(ui, {
    wrapper: ({ children }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>,
  });

/** The cards' titles as read, without the soft hyphens they are shown with (lib/hyphenate.ts). */
const cards = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent?.replaceAll('\u00ad', ''));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the programme’s days', () => {
  test('every day at first; a week of day buttons, every later day the films play on in «Flere dager»', () => {
    // Weeks before the days: they are named by their dates.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T10:00:00+02:00'));
    render(<ProgramBlock block={programme()} headingLevel={2} />);
    const group = screen.getByRole('group', { name: 'Velg dag' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Alle dager',
      'fre. 27. nov.',
      'lør. 28. nov.',
      'søn. 29. nov.',
      'man. 30. nov.',
      'tir. 1. des.',
      'ons. 2. des.',
      'tor. 3. des.',
    ]);
    const later = within(group).getByRole('combobox', { name: 'Flere dager' });
    expect(
      within(later)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Velg dato', 'fre. 4. des.', 'fre. 18. des.']);
    expect(cards()).toEqual(['Dragevokterne', 'Nattevakt', 'Bestefars båt']);
  });

  test('a day three weeks ahead shows its timetable in time order: time, marks, title, age, hall; in the address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00+01:00'));
    const far = dayFile('2026-12-18', [
      [films[2]!, ticketed('c9', 39, '2026-12-18T12:00:00+01:00')],
      [films[1]!, { ...ticketed('b9', 29, '2026-12-18T21:00:00+01:00'), auditorium: 'Sal 2' }],
    ]);
    serve({ 'days/kino/2/2026-12-18.json': far });
    render(<ProgramBlock block={programme()} headingLevel={2} />);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Flere dager' }), { target: { value: '2026-12-18' } });
    });
    expect(window.location.search).toBe('?dag=2026-12-18');
    // The cards give way to the day's timetable.
    expect(cards()).toEqual([]);
    expect(await screen.findByRole('heading', { level: 2, name: 'fre. 18. des.' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      '12:00 Norsk tale 2D Babykino fre. 18. des., billett til Bestefars båt (åpnes i ny fane) Bestefars båt 6Aldersgrense: 6 årSal 1',
      '21:00 Engelsk tale Norsk tekst 3D fre. 18. des., billett til Nattevakt (åpnes i ny fane) Nattevakt 15Aldersgrense: 15 årSal 2',
    ]);
    expect(screen.getAllByRole('link', { name: /billett til/ })[0]!.getAttribute('href')).toBe(
      'https://billett.example.no/fjordbykulturhus/39',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Alle dager' }));
    expect(window.location.search).toBe('');
    expect(cards()).toEqual(['Dragevokterne', 'Nattevakt', 'Bestefars båt']);
  });

  test('a day in the address opens on its timetable; «I dag» loses what has started', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T19:00:00+01:00'));
    serve({
      'days/kino/2/2026-11-27.json': dayFile('2026-11-27', [
        [films[0]!, films[0]!.showings[0]!],
        [films[1]!, films[1]!.showings[1]!],
      ]),
    });
    window.history.replaceState(null, '', '/kino?dag=2026-11-27');
    await act(async () => {
      render(<ProgramBlock block={programme()} headingLevel={2} />);
    });
    expect(screen.getByRole('button', { name: 'I dag' }).getAttribute('aria-pressed')).toBe('true');
    // 18:00 has started: only 20:30 is left.
    expect(screen.getAllByRole('link', { name: /billett til/ }).map((link) => link.getAttribute('href'))).toEqual([
      'https://billett.example.no/fjordbykulturhus/22',
    ]);
  });

  test('a day that cannot be fetched says so, and can be tried again', async () => {
    serve({});
    window.history.replaceState(null, '', '/kino?dag=2026-12-18');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00+01:00'));
    await act(async () => {
      render(<ProgramBlock block={programme()} headingLevel={2} />);
    });
    expect(await screen.findByText(/Kunne ikke hente programmet for fre\. 18\. des\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
  });
});

describe('the programme’s filters', () => {
  test('offer what the films have; a genre keeps its films and goes into the address', () => {
    render(<ProgramBlock block={programme()} headingLevel={2} />);
    const group = screen.getByRole('group', { name: 'Filtrer programmet' });
    const options = (name: string) =>
      within(within(group).getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Sjanger')).toEqual(['Alle', 'Animasjon', 'Drama', 'Familie', 'Thriller']);
    expect(options('Aldersgrense')).toEqual(['Alle', 'Tillatt for alle', 'Til og med 6 år', 'Til og med 15 år']);
    expect(options('Språk og tekst')).toEqual(['Alle', 'Engelsk tale', 'Norsk tale', 'Norsk tekst']);
    expect(options('Format')).toEqual(['Alle', '2D', '3D']);
    expect(options('Sorter etter')).toEqual(['Programmets rekkefølge', 'Neste forestilling', 'Tittel (A–Å)']);

    fireEvent.change(within(group).getByRole('combobox', { name: 'Sjanger' }), { target: { value: 'familie' } });
    expect(window.location.search).toBe('?sjanger=familie');
    expect(cards()).toEqual(['Dragevokterne', 'Bestefars båt']);
    expect(screen.getByText('Viser 2 av 3')).toBeTruthy();
    fireEvent.change(within(group).getByRole('combobox', { name: 'Aldersgrense' }), { target: { value: 'a' } });
    expect(window.location.search).toBe('?sjanger=familie&alder=a');
    expect(cards()).toEqual(['Dragevokterne']);
    fireEvent.click(within(group).getByRole('button', { name: 'Nullstill filtrene' }));
    expect(window.location.search).toBe('');
    expect(cards()).toEqual(['Dragevokterne', 'Nattevakt', 'Bestefars båt']);
  });

  test('language, format and age from the address; nothing left says so', () => {
    window.history.replaceState(null, '', '/kino?sprak=norsk-tekst&format=3d');
    render(<ProgramBlock block={programme()} headingLevel={2} />);
    expect(cards()).toEqual(['Nattevakt']);
    act(() => window.history.replaceState(null, '', '/kino?sprak=norsk-tekst&alder=6'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(cards()).toEqual([]);
    expect(screen.getByText('Ingen forestillinger passer til valgene dine.')).toBeTruthy();
  });

  test('order by the next showing, or by title in Bokmål’s order', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T19:00:00+01:00'));
    render(<ProgramBlock block={programme()} headingLevel={2} />);
    const sort = screen.getByRole('combobox', { name: 'Sorter etter' });
    // At 19:00 Dragevokterne's 18:00 has started: it has nothing left, so it comes last.
    fireEvent.change(sort, { target: { value: 'tid' } });
    expect(cards()).toEqual(['Nattevakt', 'Bestefars båt', 'Dragevokterne']);
    expect(window.location.search).toBe('?sorter=tid');
    fireEvent.change(sort, { target: { value: 'tittel' } });
    expect(cards()).toEqual(['Bestefars båt', 'Dragevokterne', 'Nattevakt']);
  });

  test('a filter applies to the whole list: the further pages come, and are filtered with the first', async () => {
    const later = film('d', 'Pingvinpatruljen', [ticketed('d1', 41, '2026-11-28T12:00:00+01:00')], {
      genres: ['Familie'],
    });
    const calls = serve({ 'chunks/kino/2/items/2.json': { page: 2, items: [later, film('e', 'Mørkets tid', [])] } });
    const paging = { items: { total: 5, pageSize: 3, chunks: ['chunks/kino/2/items/2.json'] } };
    render(<ProgramBlock block={programme(films, paging)} headingLevel={2} />);
    expect(screen.getByRole('button', { name: 'Vis flere' })).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Sjanger' }), { target: { value: 'familie' } });
    });
    expect(calls).toEqual(['/data/chunks/kino/2/items/2.json']);
    expect(cards()).toEqual(['Dragevokterne', 'Bestefars båt', 'Pingvinpatruljen']);
    expect(screen.getByText('Viser 3 av 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
  });
});

describe('a programme card', () => {
  test('its next three times as ticket links, with what its features say of them; a day goes when it is over', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00+01:00')); // fri. 20 November, noon
    const week = [
      film(
        'a',
        'Film A',
        [
          ticketed('a1', 11, '2026-11-20T11:00:00+01:00'),
          ticketed('a2', 12, '2026-11-20T18:00:00+01:00'),
          ticketed('a3', 13, '2026-11-20T21:00:00+01:00'),
          ticketed('a4', 14, '2026-11-21T18:00:00+01:00'),
          ticketed('a5', 15, '2026-11-22T18:00:00+01:00'),
        ],
        { features: ['Norsk tale', 'Teleslynge', 'Pris 120 kr', 'Premiere'] },
      ),
      film('b', 'Film B', [
        ticketed('b1', 21, '2026-11-20T10:00:00+01:00'),
        ticketed('b2', 22, '2026-11-21T20:00:00+01:00'),
      ]),
    ];
    const { unmount } = render(<ProgramBlock block={makeBlock('program', { items: week })} headingLevel={2} />);
    const card = within(screen.getByRole('heading', { name: 'Film A' }).closest('article')!);
    expect(card.getAllByRole('link', { name: /billett til/ }).map((link) => link.textContent)).toEqual([
      'fre. 20. nov. 18:00 Norsk tale Teleslynge, billett til Film A (åpnes i ny fane)',
      'fre. 20. nov. 21:00 Norsk tale Teleslynge, billett til Film A (åpnes i ny fane)',
      'lør. 21. nov. 18:00 Norsk tale Teleslynge, billett til Film A (åpnes i ny fane)',
    ]);
    const buttons = within(screen.getByRole('group', { name: 'Velg dag' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Alle dager', 'I dag', 'I morgen', 'Søndag']);
    unmount();

    // After the day's last showing has started «I dag» is gone.
    vi.setSystemTime(new Date('2026-11-20T21:00:30+01:00'));
    render(<ProgramBlock block={makeBlock('program', { items: week })} headingLevel={2} />);
    expect(
      within(screen.getByRole('group', { name: 'Velg dag' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Alle dager', 'I morgen', 'Søndag']);
  });

  test('no day buttons for a programme of one day', () => {
    render(<ProgramBlock block={makeBlock('program', { items: films.slice(0, 1) })} headingLevel={2} />);
    expect(screen.queryByRole('group', { name: 'Velg dag' })).toBeNull();
  });
});
