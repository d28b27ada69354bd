import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

import { CardListBlock } from '@/components/blocks/card-list';
import { CoverBlock } from '@/components/blocks/cover';
import { CoverFlowBlock } from '@/components/blocks/cover-flow';
import { ProgramBlock } from '@/components/blocks/program';
import { AvatarIcon, StarEmptyIcon, StarFilledIcon } from '@/components/icons';
import { JsonLd } from '@/components/JsonLd';
import { SiteHeader } from '@/components/SiteHeader';
import type { ProductionCard, Showing } from '@/lib/route-data';

import {
  FILM,
  fixtureBlock,
  loadFixtureRoute,
  loadFixtureSite,
  makeBlock as block,
  makeProduction,
  makeShowing as showing,
} from '../fixtures';

/** A film's card without a picture, not featured. */
const production = (id: string, title: string, showings: Showing[] = []): ProductionCard =>
  makeProduction(id, title, { object: 'movie', objectClass: 'movie', featured: false, image: null, showings });

// The page shown: a test may go to another, as a client navigation does (the layout stays).
const shown = vi.hoisted(() => ({ path: '/kino' }));
vi.mock('next/navigation', () => ({ usePathname: () => shown.path }));
beforeEach(() => {
  shown.path = '/kino';
});

// jsdom has the <dialog> element but not its modal methods: as much of them as the tests need.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('the header on small screens', () => {
  test('«Meny» opens the panel, «Lukk meny» closes it and gives the focus back', async () => {
    const { container } = render(<SiteHeader site={await loadFixtureSite()} />);
    const toggle = screen.getByRole('button', { name: 'Meny' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(panel.getAttribute('data-open')).toBe('false');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).getByRole('navigation', { name: 'Hovedmeny' })).toBeTruthy();
    expect(container.querySelector('.mobile-menu__toggle svg')).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('data-open')).toBe('true');

    fireEvent.click(within(panel).getByRole('button', { name: 'Lukk meny' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  test('Escape closes the panel and gives the focus back to «Meny»', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const toggle = screen.getByRole('button', { name: 'Meny' });
    fireEvent.click(toggle);
    const kino = screen.getByRole('link', { name: 'Kino' });
    kino.focus();
    fireEvent.keyDown(kino, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  test('Escape in the open submenu closes the submenu only', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    const toggle = screen.getByRole('button', { name: 'Meny' });
    fireEvent.click(toggle);
    const utleie = screen.getByRole('button', { name: 'Utleie' });
    fireEvent.click(utleie);
    const link = screen.getByRole('link', { name: 'Paviljongen' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(utleie.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  test('the panel and the submenu are closed on the page a link in them leads to', async () => {
    const site = await loadFixtureSite();
    const { rerender } = render(<SiteHeader site={site} />);
    const toggle = screen.getByRole('button', { name: 'Meny' });
    fireEvent.click(toggle);
    const utleie = screen.getByRole('button', { name: 'Utleie' });
    fireEvent.click(utleie);
    expect([toggle, utleie].map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true']);

    shown.path = screen.getByRole('link', { name: 'Paviljongen' }).getAttribute('href')!;
    rerender(<SiteHeader site={site} />);
    expect([toggle, utleie].map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.getAttribute('data-open')).toBe('false');
    // Back on the page they were opened on, they stay closed.
    shown.path = '/kino';
    rerender(<SiteHeader site={site} />);
    expect([toggle, utleie].map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
  });
});

describe('the menu item of the page shown', () => {
  test('has aria-current="page"; the others have none', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    expect(screen.getByRole('link', { name: 'Kino' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Om oss' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('the language switcher', () => {
  test('is not there while the theme has it off (the sample)', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    expect(screen.queryByRole('link', { name: 'Språk' })).toBeNull();
  });

  test('links to the theme’s language path when it is on', async () => {
    const site = await loadFixtureSite();
    const language = { enabled: true, submitPath: '/sprak', languageIcon: 'globe' };
    render(<SiteHeader site={{ ...site, theme: { ...site.theme, language } }} />);
    expect(screen.getByRole('link', { name: 'Språk' }).getAttribute('href')).toBe('/sprak');
  });
});

describe('the cover’s trailer', () => {
  test('«Se trailer» opens a dialog named by the film with the privacy-enhanced player; «Lukk» closes it', async () => {
    const route = await loadFixtureRoute(FILM);
    const { container } = render(
      <CoverBlock block={await fixtureBlock(FILM, 'film-cover', 'cover')} headingLevel={1} route={route} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const button = screen.getByRole('button', { name: 'Se trailer' });
    fireEvent.click(button);

    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Melodien fra Nordheim',
    );
    const player = within(dialog).getByTitle('Trailer: Melodien fra Nordheim');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    expect(dialog.open).toBe(false);
    expect(container.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test('no button when the production has no trailer', async () => {
    const route = await loadFixtureRoute(FILM);
    const production = { ...route.production!, assets: [] };
    render(
      <CoverBlock block={await fixtureBlock(FILM, 'film-cover', 'cover')} headingLevel={1} route={{ production }} />,
    );
    expect(screen.queryByRole('button', { name: 'Se trailer' })).toBeNull();
  });
});

describe('carousels', () => {
  test('cover-flow: a named scrollable row with «Forrige» (disabled at the start) and «Neste»', () => {
    render(
      <CoverFlowBlock
        block={block('cover-flow', { title: 'Aktuelt', items: [production('a', 'Film A'), production('b', 'Film B')] })}
        headingLevel={2}
      />,
    );
    const row = screen.getByRole('group', { name: 'Aktuelt' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(2);
    const previous = screen.getByRole('button', { name: 'Forrige' });
    const next = screen.getByRole('button', { name: 'Neste' });
    expect(previous.getAttribute('aria-controls')).toBe(row.id);
    // jsdom lays nothing out, so the row fits its box: nothing to turn, no tab stop.
    expect(previous.parentElement?.className).toBe('carousel__controls carousel__controls--idle');
    expect(row.getAttribute('tabindex')).toBe('-1');

    // A row wider than its box.
    Object.defineProperties(row, { scrollWidth: { value: 1000 }, clientWidth: { value: 400 } });
    row.scrollBy = vi.fn();
    window.matchMedia = vi.fn().mockReturnValue({ matches: false });
    fireEvent.scroll(row);
    expect(previous.parentElement?.className).toBe('carousel__controls');
    expect(row.getAttribute('tabindex')).toBe('0');
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(row.scrollBy).toHaveBeenCalledWith({ left: 360, behavior: 'smooth' });
  });

  test('a card list of productions is a carousel', async () => {
    render(
      <CardListBlock block={block('card-list', { title: 'Filmer', items: [production('a', 'A')] })} headingLevel={2} />,
    );
    expect(screen.getByRole('group', { name: 'Filmer' })).toBeTruthy();
  });

  test('a card list of articles is a carousel on another page, a grid on the page it heads', async () => {
    const news = await fixtureBlock('/', 'home-news', 'card-list');
    const front = render(<CardListBlock block={news} headingLevel={2} pageHeading="Forside" />);
    expect(screen.getByRole('group', { name: 'Nyheter' })).toBeTruthy();
    // A card in the row is 16rem wide at any screen size: its picture's srcset is chosen for that.
    expect(front.container.querySelector('img')?.getAttribute('sizes')).toBe('16rem');
    front.unmount();
    const archive = render(<CardListBlock block={news} headingLevel={1} />);
    expect(screen.queryByRole('group', { name: 'Nyheter' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nyheter');
    archive.unmount();
    // Under a title block «Nyheter» the list repeats the page's heading: it is the page's list too.
    render(<CardListBlock block={news} headingLevel={2} pageHeading="Nyheter" />);
    expect(screen.queryByRole('group', { name: 'Nyheter' })).toBeNull();
  });
});

describe('the programme’s day filter', () => {
  const items = [
    production('a', 'Film A', [showing('a1', '2026-11-27T18:00:00+01:00')]),
    production('b', 'Film B', [showing('b1', '2026-11-28T21:30:00+01:00'), showing('b2', '2026-11-27T23:30:00+01:00')]),
    production('c', 'Film C', [showing('c1', '2026-11-29T00:30:00+01:00')]),
  ];

  test('every day at first; a day shows the films playing then', () => {
    // Weeks before the days: they are named by their dates.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T10:00:00+02:00'));
    render(<ProgramBlock block={block('program', { items })} headingLevel={2} />);
    const group = screen.getByRole('group', { name: 'Velg dag' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Alle dager',
      'fre. 27. nov.',
      'lør. 28. nov.',
      'søn. 29. nov.',
    ]);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
    const visible = () =>
      screen
        .getAllByRole('article')
        .filter((card) => !card.closest('li')?.hidden)
        .map((card) => within(card).getByRole('heading').textContent);
    expect(visible()).toEqual(['Film A', 'Film B', 'Film C']);

    fireEvent.click(buttons[1]!);
    expect(buttons[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(visible()).toEqual(['Film A', 'Film B']);
    fireEvent.click(buttons[3]!);
    expect(visible()).toEqual(['Film C']);
    fireEvent.click(buttons[0]!);
    expect(visible()).toEqual(['Film A', 'Film B', 'Film C']);
    vi.useRealTimers();
  });

  test('names today «I dag», tomorrow «I morgen» and the rest of the week by weekday', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00+01:00'));
    try {
      render(<ProgramBlock block={block('program', { items })} headingLevel={2} />);
      const group = screen.getByRole('group', { name: 'Velg dag' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Alle dager', 'I dag', 'I morgen', 'Søndag']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('offers the first week of days the films play on, beyond their next showings', () => {
    // Weeks before the days: they are named by their dates.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T10:00:00+02:00'));
    const days = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
    const evening = (day: string) => showing(`s-${day}`, `${day}T18:00:00+01:00`);
    const long = [
      production('a', 'Film A', days.slice(0, 2).map(evening)),
      production('b', 'Film B', [...days.slice(4), '2026-12-04', '2026-12-05', '2026-12-06'].map(evening)),
    ];
    render(<ProgramBlock block={block('program', { items: long })} headingLevel={2} />);
    const buttons = within(screen.getByRole('group', { name: 'Velg dag' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Alle dager',
      'fre. 27. nov.',
      'lør. 28. nov.',
      'tir. 1. des.',
      'ons. 2. des.',
      'tor. 3. des.',
      'fre. 4. des.',
      'lør. 5. des.',
    ]);
    fireEvent.click(buttons[5]!);
    const visible = screen.getAllByRole('article').filter((card) => !card.closest('li')?.hidden);
    expect(visible.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Film B']);
    vi.useRealTimers();
  });

  test('the cards «Vis flere» adds are filtered by the day chosen too', async () => {
    const later = [
      makeProduction('c', 'Film C', { showingDays: ['2026-11-28'] }),
      makeProduction('d', 'Film D', { showingDays: ['2026-11-27'] }),
    ];
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ page: 2, items: later })));
    const paging = { items: { total: 5, pageSize: 24, chunks: ['chunks/kino/2/items/2.json'] } };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T10:00:00+02:00'));
    try {
      render(<ProgramBlock block={block('program', { items }, paging)} headingLevel={2} />);
      fireEvent.click(screen.getByRole('button', { name: 'lør. 28. nov.' }));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
      });
      const visible = screen.getAllByRole('article').filter((card) => !card.closest('li')?.hidden);
      expect(visible.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Film B', 'Film C']);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  test('a card shows its next three times as ticket links; under a day, that day’s left; a day goes when it is over', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00+01:00')); // fri. 20 November, noon
    const ticketed = (id: string, eventNumber: number, startTime: string) => ({
      ...showing(id, startTime),
      eventNumber,
      ticketUrl: `https://billett.example.no/fjordbykulturhus/${eventNumber}`,
    });
    const films = [
      production('a', 'Film A', [
        ticketed('a1', 11, '2026-11-20T11:00:00+01:00'),
        ticketed('a2', 12, '2026-11-20T18:00:00+01:00'),
        ticketed('a3', 13, '2026-11-20T21:00:00+01:00'),
        ticketed('a4', 14, '2026-11-21T18:00:00+01:00'),
        ticketed('a5', 15, '2026-11-22T18:00:00+01:00'),
      ]),
      production('b', 'Film B', [
        ticketed('b1', 21, '2026-11-20T10:00:00+01:00'),
        ticketed('b2', 22, '2026-11-21T20:00:00+01:00'),
      ]),
    ];
    try {
      const { unmount } = render(<ProgramBlock block={block('program', { items: films })} headingLevel={2} />);
      const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article')!;
      const names = (title: string) =>
        within(card(title))
          .queryAllByRole('link', { name: /billett til/ })
          .map((link) => link.textContent);
      expect(names('Film A')).toEqual([
        'fre. 20. nov. 18:00, billett til Film A (åpnes i ny fane)',
        'fre. 20. nov. 21:00, billett til Film A (åpnes i ny fane)',
        'lør. 21. nov. 18:00, billett til Film A (åpnes i ny fane)',
      ]);
      expect(
        within(card('Film A'))
          .getAllByRole('link', { name: /billett til/ })[0]!
          .getAttribute('href'),
      ).toBe('https://billett.example.no/fjordbykulturhus/12');
      const buttons = within(screen.getByRole('group', { name: 'Velg dag' })).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual(['Alle dager', 'I dag', 'I morgen', 'Søndag']);

      fireEvent.click(buttons[1]!);
      expect(names('Film A')).toEqual([
        '18:00 fre. 20. nov., billett til Film A (åpnes i ny fane)',
        '21:00 fre. 20. nov., billett til Film A (åpnes i ny fane)',
      ]);
      // It plays today, but no more: the stylesheet hides a card that says so under a day.
      expect(within(card('Film B')).getByText('Ingen flere forestillinger denne dagen.').className).toBe(
        'card__none card__none--day',
      );
      expect(screen.getByRole('status').textContent).toBe('Viser 1 av 2');
      fireEvent.click(buttons[2]!);
      expect(names('Film B')).toEqual(['20:00 lør. 21. nov., billett til Film B (åpnes i ny fane)']);
      unmount();

      // After the day's last showing has started «I dag» is gone.
      vi.setSystemTime(new Date('2026-11-20T21:00:30+01:00'));
      render(<ProgramBlock block={block('program', { items: films })} headingLevel={2} />);
      expect(
        within(screen.getByRole('group', { name: 'Velg dag' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Alle dager', 'I morgen', 'Søndag']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('no filter for a programme of one day', () => {
    render(<ProgramBlock block={block('program', { items: items.slice(0, 1) })} headingLevel={2} />);
    expect(screen.queryByRole('group', { name: 'Velg dag' })).toBeNull();
  });
});

test('JSON-LD is a script element whose text cannot end it', () => {
  const { container } = render(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
  const script = container.querySelector('script[type="application/ld+json"]')!;
  expect(script.innerHTML).toBe('{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
  expect(JSON.parse(script.textContent ?? '')).toEqual({ name: '</script><script>alert(1)</script>' });
});

test('the star and avatar icons are decorative', () => {
  const { container } = render(
    <>
      <StarFilledIcon />
      <StarEmptyIcon />
      <AvatarIcon />
    </>,
  );
  const icons = container.querySelectorAll('svg');
  expect([...icons].map((icon) => icon.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
  expect(icons[0]!.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
  // The empty star keeps the icon's own fill: none, only its outline.
  expect(icons[1]!.querySelector('path')?.getAttribute('fill')).toBeNull();
  expect(icons[1]!.getAttribute('fill')).toBe('none');
});
