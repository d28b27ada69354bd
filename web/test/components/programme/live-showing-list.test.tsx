import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

import { makeBlock, makeProduction } from '../../fixtures';

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

test('one day at a time: one call for the day shown; another day’s button shows its showings, live too', async () => {
  const fetchMock = vi.fn(async (url: string) =>
    Response.json(
      url.endsWith('keys=101,102')
        ? [
            { eventNumber: 101, soldOut: false, seatsLeft: 120 },
            { eventNumber: 102, soldOut: false, seatsLeft: 4 },
          ]
        : [{ eventNumber: 103, soldOut: true, seatsLeft: 0 }],
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const items = [
    showing('a', 101, '2026-11-27T18:00:00+01:00'),
    showing('b', 102, '2026-11-27T20:30:00+01:00'),
    showing('c', 103, '2026-11-28T18:00:00+01:00'),
  ];
  render(<TicketListBlock block={makeBlock('ticket-list', { items })} headingLevel={2} />);
  const days = within(screen.getByRole('group', { name: 'Velg dag' })).getAllByRole('button');
  expect(days.map((day) => [day.textContent, day.getAttribute('aria-pressed')])).toEqual([
    ['fre. 27. nov.', 'true'],
    ['lør. 28. nov.', 'false'],
  ]);
  // Once hydrated only the day chosen is rendered.
  const friday = screen.getByRole('list', { name: 'fre. 27. nov.' });
  expect(screen.queryByRole('list', { name: 'lør. 28. nov.' })).toBeNull();
  const [plenty, few] = within(friday).getAllByRole('listitem');
  expect(await within(few!).findByText('4 billetter igjen')).toBeTruthy();
  expect(within(few!).getByRole('link').textContent).toBe('Kjøp billett fre. 27. nov. 20:30 (åpnes i ny fane)');
  expect(within(plenty!).queryByText(/igjen/)).toBeNull();
  // 120 seats left: the fill level says there is plenty of room, one bar of three filled.
  expect(within(plenty!).getByText('God plass').querySelectorAll('.seat-level__bar--filled')).toHaveLength(1);
  expect(within(few!).getByText('4 billetter igjen').querySelectorAll('.seat-level__bar--filled')).toHaveLength(3);
  expect(fetchMock.mock.calls).toEqual([
    [
      'https://events.example.no/v1/sites/site118a/basic_events?keys=101,102',
      { credentials: 'omit', headers: { Accept: 'application/json' } },
    ],
  ]);

  act(() => days[1]!.click());
  expect(screen.queryByRole('list', { name: 'fre. 27. nov.' })).toBeNull();
  const saturday = screen.getByRole('list', { name: 'lør. 28. nov.' });
  expect(await within(saturday).findByText('Utsolgt')).toBeTruthy();
  expect(within(saturday).queryByRole('link')).toBeNull();
  expect(fetchMock).toHaveBeenLastCalledWith(
    'https://events.example.no/v1/sites/site118a/basic_events?keys=103',
    expect.anything(),
  );
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
test('the days in the further pages are fetched as the visitor reaches for the day buttons, and offered', async () => {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/data/')
      ? Response.json({ page: 2, items: [showing('f', 203, '2026-12-29T18:00:00+01:00')] })
      : Response.json([]),
  );
  vi.stubGlobal('fetch', fetchMock);
  const items = [showing('d', 201, '2026-11-27T18:00:00+01:00'), showing('e', 202, '2026-11-28T18:00:00+01:00')];
  const paging = { items: { total: 3, pageSize: 24, chunks: ['chunks/dragevokterne/3/items/2.json'] } };
  render(<TicketListBlock block={makeBlock('ticket-list', { items }, paging)} headingLevel={2} />);
  const group = screen.getByRole('group', { name: 'Velg dag' });
  expect(fetchMock).not.toHaveBeenCalledWith('/data/chunks/dragevokterne/3/items/2.json');
  fireEvent.pointerEnter(group);
  await vi.waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(3));
  expect(fetchMock).toHaveBeenCalledWith('/data/chunks/dragevokterne/3/items/2.json');
  const days = within(group).getAllByRole('button');
  expect(days.map((day) => day.textContent)).toEqual(['fre. 27. nov.', 'lør. 28. nov.', 'tir. 29. des.']);
  act(() => days[2]!.click());
  const link = within(screen.getByRole('list', { name: 'tir. 29. des.' })).getByRole('link');
  expect(link.textContent).toBe('Kjøp billett tir. 29. des. 18:00 (åpnes i ny fane)');
  expect(link.getAttribute('href')).toBe('https://billett.example.no/fjordbykulturhus/203');
  expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
});

test('the days are named from the visitor’s today, and one day has no day buttons', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  // The visitor's clock (test/setup-dom.ts): fri. 20 November 2026, noon.
  const items = [
    showing('q1', 401, '2026-11-20T18:00:00+01:00'),
    showing('q2', 402, '2026-11-21T18:00:00+01:00'),
    showing('q3', 403, '2026-11-23T18:00:00+01:00'),
  ];
  const { unmount } = render(<TicketListBlock block={makeBlock('ticket-list', { items })} headingLevel={2} />);
  const days = within(screen.getByRole('group', { name: 'Velg dag' })).getAllByRole('button');
  expect(days.map((day) => day.textContent)).toEqual(['I dag', 'I morgen', 'Mandag']);
  unmount();
  render(<TicketListBlock block={makeBlock('ticket-list', { items: items.slice(0, 1) })} headingLevel={2} />);
  expect(screen.queryByRole('group', { name: 'Velg dag' })).toBeNull();
  // Today's showing was asked for by the first list, once for the visit.
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
});

test('a week of day buttons; the later days in «Flere dager»', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  const items = Array.from({ length: 9 }, (_, day) =>
    showing(`w${day}`, 501 + day, `2026-12-0${day + 1}T18:00:00+01:00`),
  );
  render(<TicketListBlock block={makeBlock('ticket-list', { items })} headingLevel={2} />);
  const picker = screen.getByRole('group', { name: 'Velg dag' });
  expect(
    within(picker)
      .getAllByRole('button')
      .map((day) => day.textContent),
  ).toEqual([
    'tir. 1. des.',
    'ons. 2. des.',
    'tor. 3. des.',
    'fre. 4. des.',
    'lør. 5. des.',
    'søn. 6. des.',
    'man. 7. des.',
  ]);
  const later = within(picker).getByRole('combobox', { name: 'Flere dager' });
  expect(
    within(later)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Velg dato', 'tir. 8. des.', 'ons. 9. des.']);
  fireEvent.change(later, { target: { value: '2026-12-09' } });
  expect(screen.getByRole('list', { name: 'ons. 9. des.' })).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'tir. 1. des.' })).toBeNull();
  expect(
    within(picker)
      .getAllByRole('button')
      .every((day) => day.getAttribute('aria-pressed') === 'false'),
  ).toBe(true);
  // The day chosen is asked for too (with the first, when it was chosen before that call went out).
  await vi.waitFor(() =>
    expect(fetch).toHaveBeenLastCalledWith(expect.stringMatching(/basic_events\?keys=.*509$/), expect.anything()),
  );
});

test('a further page that fails to come says so, and can be tried again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/data/') ? new Response('feil', { status: 503 }) : Response.json([]),
  );
  vi.stubGlobal('fetch', fetchMock);
  const items = [showing('x', 601, '2026-12-14T18:00:00+01:00'), showing('y', 602, '2026-12-15T18:00:00+01:00')];
  const paging = { items: { total: 3, pageSize: 24, chunks: ['chunks/dragevokterne/3/items/2.json'] } };
  render(<TicketListBlock block={makeBlock('ticket-list', { items }, paging)} headingLevel={2} />);
  fireEvent.focus(screen.getAllByRole('button')[0]!);
  expect(await screen.findByText('Kunne ikke hente flere. Prøv igjen.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Vis flere' })).toBeTruthy();
});
