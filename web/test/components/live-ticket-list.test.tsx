import { act, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

import { makeBlock, makeProduction } from '../fixtures';

// The public events call as next.config.ts puts it in the bundle; read when the component's module loads.
vi.hoisted(() => {
  process.env.FJORDBY_EVENTS_URL = 'https://events.example.no';
  process.env.FJORDBY_EVENTS_SITE = 'site118a';
});

const { TicketListBlock } = await import('@/components/blocks/ticket-list');

afterEach(() => vi.unstubAllGlobals());

const showing = (id: string, eventNumber: number, startTime: string) => ({
  id,
  eventNumber,
  startTime,
  auditorium: 'Sal 1',
  featured: false,
  soldOut: false,
  ticketUrl: `https://billett.example.no/fjordbykulturhus/${eventNumber}`,
  type: 'event' as const,
  production: makeProduction('prod-1', 'Dragevokterne'),
});

test('one call for the list: a showing sold out since the build says «Utsolgt» in place of its link', async () => {
  const fetchMock = vi.fn(async () =>
    Response.json([
      { eventNumber: 101, soldOut: false, seatsLeft: 120 },
      { eventNumber: 102, soldOut: false, seatsLeft: 4 },
      { eventNumber: 103, soldOut: true, seatsLeft: 0 },
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  const items = [
    showing('a', 101, '2026-11-27T18:00:00+01:00'),
    showing('b', 102, '2026-11-27T20:30:00+01:00'),
    showing('c', 103, '2026-11-28T18:00:00+01:00'),
  ];
  render(<TicketListBlock block={makeBlock('ticket-list', { items })} headingLevel={2} />);
  const [plenty, few, soldOut] = screen.getAllByRole('listitem');

  expect(await within(soldOut!).findByText('Utsolgt')).toBeTruthy();
  expect(within(soldOut!).queryByRole('link')).toBeNull();
  expect(within(few!).getByText('4 billetter igjen')).toBeTruthy();
  expect(within(few!).getByRole('link').textContent).toBe('Kjøp billett fre. 27. nov. 20:30 (åpnes i ny fane)');
  expect(within(plenty!).queryByText(/igjen/)).toBeNull();
  expect(within(plenty!).getByRole('link')).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]).toEqual([
    'https://events.example.no/v1/sites/site118a/basic_events?keys=101,102,103',
    { credentials: 'omit', headers: { Accept: 'application/json' } },
  ]);
});

test('a showing sold out at the build is for sale again when the live answer has seats', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([{ eventNumber: 151, soldOut: false, seatsLeft: 1 }])),
  );
  const items = [{ ...showing('g', 151, '2026-11-30T18:00:00+01:00'), soldOut: true }];
  render(<TicketListBlock block={makeBlock('ticket-list', { items })} headingLevel={2} />);
  expect(screen.getByText('Utsolgt')).toBeTruthy(); // the build's state, until the answer
  expect(await screen.findByText('1 billett igjen')).toBeTruthy();
  expect(screen.queryByText('Utsolgt')).toBeNull();
  expect(screen.getByRole('link').getAttribute('href')).toBe('https://billett.example.no/fjordbykulturhus/151');
});

test('a showing is for sale until it starts: those that started go, and go as they start on a page left open', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2026-11-27T19:59:30+01:00'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  const items = [
    showing('h', 161, '2026-11-27T18:00:00+01:00'),
    showing('i', 162, '2026-11-27T20:00:00+01:00'),
    showing('j', 163, '2026-11-27T21:00:00+01:00'),
  ];
  render(<TicketListBlock block={makeBlock('ticket-list', { items })} headingLevel={2} />);
  const times = () => screen.getAllByRole('listitem').map((row) => row.querySelector('time')?.textContent);
  expect(times()).toEqual(['fre. 27. nov. 20:00', 'fre. 27. nov. 21:00']);
  act(() => vi.advanceTimersByTime(30_000)); // 20:00: its showing starts
  expect(times()).toEqual(['fre. 27. nov. 21:00']);
  act(() => vi.advanceTimersByTime(60 * 60_000)); // 21:00: the last one starts
  expect(screen.queryAllByRole('listitem')).toEqual([]);
  expect(screen.getByText('Ingen flere forestillinger.')).toBeTruthy();
});

test('without an answer the static data stands', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('feil', { status: 503 })),
  );
  render(
    <TicketListBlock
      block={makeBlock('ticket-list', { items: [showing('d', 201, '2026-11-29T18:00:00+01:00')] })}
      headingLevel={2}
    />,
  );
  await vi.waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to fetch'));
  expect(screen.getByRole('link').getAttribute('href')).toBe('https://billett.example.no/fjordbykulturhus/201');
  expect(screen.queryByText('Utsolgt')).toBeNull();
});

// Other event numbers than the tests above: the live state is kept for the whole visit, as in a browser.
test('a list longer than its first page loads the rest with «Vis flere», and asks for their live state too', async () => {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/data/')
      ? Response.json({ page: 2, items: [showing('f', 203, '2026-12-29T18:00:00+01:00')] })
      : Response.json([]),
  );
  vi.stubGlobal('fetch', fetchMock);
  const items = [showing('d', 201, '2026-11-27T18:00:00+01:00'), showing('e', 202, '2026-11-28T18:00:00+01:00')];
  const paging = { items: { total: 3, pageSize: 24, chunks: ['chunks/dragevokterne/3/items/2.json'] } };
  render(<TicketListBlock block={makeBlock('ticket-list', { items }, paging)} headingLevel={2} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByRole('status').textContent).toBe('Viser 2 av 3');

  screen.getByRole('button', { name: 'Vis flere' }).click();
  expect(await screen.findByText('Viser 3 av 3')).toBeTruthy();
  const link = screen.getAllByRole('link')[2]!;
  expect(link.textContent).toBe('Kjøp billett tir. 29. des. 18:00 (åpnes i ny fane)');
  expect(link.getAttribute('href')).toBe('https://billett.example.no/fjordbykulturhus/203');
  expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
  expect(fetchMock).toHaveBeenCalledWith('/data/chunks/dragevokterne/3/items/2.json');
  await vi.waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      'https://events.example.no/v1/sites/site118a/basic_events?keys=203',
      expect.anything(),
    ),
  );
});

test('a phone’s list shows six showings; «Vis flere» shows the rest and moves the focus to the seventh', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  const items = Array.from({ length: 8 }, (_, day) =>
    showing(`p${day}`, 301 + day, `2026-12-0${day + 1}T18:00:00+01:00`),
  );
  render(<TicketListBlock block={makeBlock('ticket-list', { items })} headingLevel={2} />);
  const list = screen.getByRole('list');
  const rows = screen.getAllByRole('listitem');
  // Which rows a phone hides is the stylesheet's: the list is marked short and the rows after the sixth as later.
  expect(list.classList.contains('ticket-list--short')).toBe(true);
  expect(rows.map((row) => row.classList.contains('ticket-list__item--later'))).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    true,
  ]);
  expect(screen.getByText('Viser 6 av 8')).toBeTruthy();
  const more = screen.getByRole('button', { name: 'Vis flere' });
  expect(more.getAttribute('aria-controls')).toBe(list.id);

  more.click();
  expect(list.classList.contains('ticket-list--short')).toBe(false);
  expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
  expect(screen.queryByText('Viser 6 av 8')).toBeNull();
  expect(document.activeElement).toBe(rows[6]);
  expect(within(rows[6]!).getByRole('link').textContent).toBe('Kjøp billett man. 7. des. 18:00 (åpnes i ny fane)');
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
});

test('a list of six showings is not shortened', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  const items = Array.from({ length: 6 }, (_, day) => showing(`q${day}`, 401 + day, `2026-12-1${day}T18:00:00+01:00`));
  render(<TicketListBlock block={makeBlock('ticket-list', { items })} headingLevel={2} />);
  expect(screen.getByRole('list').classList.contains('ticket-list--short')).toBe(false);
  expect(screen.queryByRole('button')).toBeNull();
  expect(document.querySelector('.ticket-list__item--later')).toBeNull();
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
});
