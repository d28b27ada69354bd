import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { knowsKind, renderBlock, reportUnknownKinds } from '@/components/blocks';
import { CardListBlock } from '@/components/blocks/card-list';
import { ContentBlock } from '@/components/blocks/content';
import { CoverBlock } from '@/components/blocks/cover';
import { MovieInfoBlock } from '@/components/blocks/movie-info';
import { NewsSubscribeBlock } from '@/components/blocks/news-subscribe';
import { ProgramBlock } from '@/components/blocks/program';
import { QuickLinksBlock } from '@/components/blocks/quick-links';
import { TicketListBlock } from '@/components/blocks/ticket-list';
import { TitleBlock } from '@/components/blocks/title';
import type { Block, ProductionCard } from '@/lib/route-data';

import { FILM, fixtureBlock, loadFixtureRoute, loadFixtureSite, makeBlock as block, makeProduction } from '../fixtures';

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('title', () => {
  test('is the heading of its level', async () => {
    render(<TitleBlock block={await fixtureBlock('/kino', 'kino-title', 'title')} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kino');
  });

  test('without text it is nothing', () => {
    const { container } = render(<TitleBlock block={block('title', { text: null })} headingLevel={2} />);
    expect(container.innerHTML).toBe('');
  });

  test('under a cover of the same title it is nothing, under another it is a heading', () => {
    const title = block('title', { text: 'Den Store Kinodagen' });
    const { container } = render(<TitleBlock block={title} headingLevel={2} pageHeading="Den Store Kinodagen" />);
    expect(container.innerHTML).toBe('');
    render(<TitleBlock block={title} headingLevel={2} pageHeading="Kino" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Den Sto\u00adre Kino\u00adda\u00adgen');
  });
});

describe('content', () => {
  test('inserts its sanitised HTML and lists its links', () => {
    const { container } = render(
      <ContentBlock
        block={block('content', {
          content: '<p>Siden du leter etter, finnes ikke lenger eller har fått en ny adresse.</p>',
          links: [
            { title: 'Til forsiden', url: '/' },
            { title: 'Søk på nettstedet', url: '/sok' },
          ],
        })}
        headingLevel={2}
      />,
    );
    expect(container.querySelector('.rich-text')?.innerHTML).toBe(
      '<p>Siden du leter etter, finnes ikke lenger eller har fått en ny adresse.</p>',
    );
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Til forsiden', '/'],
      ['Søk på nettstedet', '/sok'],
    ]);
  });

  test('markup in its HTML stays markup, external links are plain links', () => {
    render(
      <ContentBlock
        block={block('content', {
          content: '<h2>Priser</h2><table><tr><th>Voksen</th><td>140 kr</td></tr></table>',
          links: [{ title: 'Datatilsynet', url: 'https://www.datatilsynet.no' }],
        })}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Priser');
    expect(screen.getByRole('cell').textContent).toBe('140 kr');
    expect(screen.getByRole('link', { name: 'Datatilsynet' }).getAttribute('href')).toBe('https://www.datatilsynet.no');
  });

  test('a table is in a box of its own, which the keyboard can reach and scroll', () => {
    render(
      <ContentBlock
        block={block('content', { content: '<table><tr><th>Voksen</th><td>140 kr</td></tr></table>' })}
        headingLevel={2}
      />,
    );
    const box = screen.getByRole('group', { name: 'Tabell' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(within(box).getByRole('table').textContent).toBe('Voksen140 kr');
  });
});

describe('cover', () => {
  test('shows its title as the heading over a decorative image', async () => {
    const { container } = render(
      <CoverBlock block={await fixtureBlock(FILM, 'film-cover', 'cover')} headingLevel={1} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Me\u00adlo\u00addi\u00aden fra Nord\u00adheim');
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('src')).toContain(
      encodeURIComponent('https://images.example.no/fjordby/film/1001293.jpg'),
    );
  });

  test('without an image it is its title alone', async () => {
    const { container } = render(
      <CoverBlock block={await fixtureBlock('/article/nye-seter', 'article-cover', 'cover')} headingLevel={1} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nye se\u00adter i kino\u00adteat\u00adret');
  });

  test('a production without a usable picture shows the placeholder under its title', async () => {
    const route = await loadFixtureRoute(FILM);
    const cover = block('cover', { title: 'Melodien fra Nordheim', image: null });
    const { container } = render(<CoverBlock block={cover} headingLevel={1} route={route} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder="landscape"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Me\u00adlo\u00addi\u00aden fra Nord\u00adheim');
  });
});

describe('ticket-list', () => {
  test('lists each showing by day, time and auditorium, with a ticket link in a new tab', async () => {
    render(<TicketListBlock block={await fixtureBlock(FILM, 'film-tickets', 'ticket-list')} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Billetter');
    const [first] = screen.getAllByRole('listitem');
    expect(first?.querySelector('.ticket-list__day')?.textContent).toBe('fre. 27. nov.');
    expect(first?.querySelector('.ticket-list__time')?.textContent).toBe('18:00');
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T18:00:00+01:00');
    expect(first?.querySelector('.ticket-list__auditorium')?.textContent).toBe('Sal 1');
    const buy = within(first!).getByRole('link');
    expect(buy.textContent).toBe('Kjøp billett fre. 27. nov. 18:00 (åpnes i ny fane)');
    expect(buy.querySelector('.visually-hidden')?.textContent).toBe(' fre. 27. nov. 18:00');
    expect(buy.getAttribute('href')).toBe('https://billett.example.no/fjordbykulturhus/8176463');
    expect(buy.getAttribute('target')).toBe('_blank');
    expect(buy.getAttribute('rel')).toBe('noopener noreferrer');

    // The next day, under its button.
    fireEvent.click(screen.getByRole('button', { name: 'lør. 28. nov.' }));
    const [second] = screen.getAllByRole('listitem');
    expect(second?.querySelector('.ticket-list__day')?.textContent).toBe('lør. 28. nov.');
    expect(second?.querySelector('.ticket-list__time')?.textContent).toBe('21:30');
    expect(second?.querySelector('.ticket-list__sold-out')?.textContent).toBe('Utsolgt');
    expect(within(second!).queryByRole('link')).toBeNull();
  });

  test('says so when nothing is planned', () => {
    render(<TicketListBlock block={block('ticket-list', { items: [] })} headingLevel={2} />);
    expect(screen.getByText('Ingen planlagte forestillinger.')).toBeTruthy();
  });
});

describe('movie-info', () => {
  test('lists the facts the production has', async () => {
    render(<MovieInfoBlock block={await fixtureBlock(FILM, 'film-info', 'movie-info')} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Om filmen');
    const terms = texts(screen.getAllByRole('term'));
    const definitions = texts(screen.getAllByRole('definition'));
    expect(terms.map((term, index) => [term, definitions[index]])).toEqual([
      ['Lengde', '1 t 28 min'],
      ['Aldersgrense', 'Tillatt for alle'],
      ['Sjanger', 'Dokumentar, Musikk'],
      ['Regi', 'Solveig Rønning'],
      ['Premiere', '5. november 2026'],
      ['Egenskaper', 'Norsk tale, 2D'],
    ]);
  });

  test("on the production's own page, its full text before the facts", async () => {
    const route = await loadFixtureRoute(FILM);
    const { container } = render(
      <MovieInfoBlock block={await fixtureBlock(FILM, 'film-info', 'movie-info')} headingLevel={2} route={route} />,
    );
    expect(container.querySelector('.rich-text')?.innerHTML).toBe(
      '<p>Olav Nordheim har spilt hardingfele i over 75 år.</p>',
    );
    expect(container.querySelector('.rich-text + dl')).not.toBeNull();
  });

  test('elsewhere, the summary of its card', async () => {
    render(<MovieInfoBlock block={await fixtureBlock(FILM, 'film-info', 'movie-info')} headingLevel={2} />);
    expect(screen.getByText('Dokumentarfilm om hardingfelespilleren Olav Nordheim.').tagName).toBe('P');
  });

  test('a culture production without film facts', async () => {
    const film = (await fixtureBlock(FILM, 'film-info', 'movie-info')).data.production;
    if (!film) throw new Error('the fixture film has no production card');
    const production: ProductionCard = {
      ...film,
      object: 'culture',
      objectClass: 'culture',
      duration: 120,
      ageRating: null,
      genres: [],
      director: null,
      premiere: null,
      features: ['Servering'],
    };
    render(<MovieInfoBlock block={block('movie-info', { production })} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Om arrangementet');
    expect(texts(screen.getAllByRole('term'))).toEqual(['Lengde', 'Egenskaper']);
  });

  test('without a production card it is nothing', () => {
    const { container } = render(<MovieInfoBlock block={block('movie-info', { production: null })} headingLevel={2} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('card-list', () => {
  test('its title, then a card per item with image, title linked to its path, date and summary', async () => {
    const { container } = render(
      <CardListBlock block={await fixtureBlock('/', 'home-news', 'card-list')} headingLevel={2} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nyheter');
    const card = screen.getByRole('article');
    const title = within(card).getByRole('heading', { level: 3 });
    expect(title.textContent).toBe('Nye se\u00adter i kino\u00adteat\u00adret');
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/article/nye-seter');
    expect(within(card).getByText('Kinoteatret har fått nye seter og har nå 462 plasser.')).toBeTruthy();
    // An article card says when it was published, in Oslo.
    expect(card.querySelector('.card__date time')?.textContent).toBe('19. november 2026');
    expect(card.querySelector('.card__date time')?.getAttribute('datetime')).toBe('2026-11-19T08:00:00.000Z');
    expect(container.querySelector('img')?.getAttribute('src')).toContain(
      encodeURIComponent('https://images.example.no/fjordby/artikler/nye-seter-thumb.jpg'),
    );
  });

  test('production and event cards, with card headings in the title’s place when there is none', async () => {
    const program = await fixtureBlock('/kino', 'kino-program', 'program');
    const tickets = await fixtureBlock(FILM, 'film-tickets', 'ticket-list');
    render(
      <CardListBlock
        block={block('card-list', {
          items: [...program.data.items, ...tickets.data.items.slice(0, 1)],
        })}
        headingLevel={2}
      />,
    );
    const [production, event] = screen.getAllByRole('article');
    expect(within(production!).getByRole('heading', { level: 2 }).textContent).toBe(
      'Me\u00adlo\u00addi\u00aden fra Nord\u00adheim',
    );
    expect(within(production!).getByText('Dokumentarfilm om hardingfelespilleren Olav Nordheim.')).toBeTruthy();
    expect(within(event!).getByRole('heading', { level: 2 }).textContent).toBe(
      'Me\u00adlo\u00addi\u00aden fra Nord\u00adheim',
    );
    expect(event?.querySelector('.card__facts')?.textContent).toBe('fre. 27. nov. 18:00, Sal 1');
  });

  test('says so when empty', () => {
    render(<CardListBlock block={block('card-list', { title: 'Nyheter', items: [] })} headingLevel={2} />);
    expect(screen.getByText('Ingenting å vise akkurat nå.')).toBeTruthy();
  });
});

describe('program', () => {
  test('a card per production: title linked to its path, facts, its next showtimes as ticket links', async () => {
    const { container } = render(
      <ProgramBlock block={await fixtureBlock('/kino', 'kino-program', 'program')} headingLevel={2} />,
    );
    const card = screen.getByRole('article');
    const title = within(card).getByRole('heading', { level: 2 });
    expect(within(title).getByRole('link').getAttribute('href')).toBe(FILM);
    expect(card.querySelector('.card__facts')?.textContent).toBe('A 1 t 28 min · Tillatt for alle');
    const showings = within(within(card).getByRole('list', { name: 'Neste forestillinger' })).getAllByRole('listitem');
    expect(texts(showings)).toEqual([
      'fre. 27. nov. 18:00 Norsk tale 2D, billett til Melodien fra Nordheim (åpnes i ny fane)',
      'lør. 28. nov. 21:30 Norsk tale 2D Utsolgt',
    ]);
    expect(within(showings[0]!).getByRole('link').getAttribute('href')).toBe(
      'https://billett.example.no/fjordbykulturhus/8176463',
    );
    expect(within(showings[1]!).queryByRole('link')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toContain(
      encodeURIComponent('https://images.example.no/fjordby/film/1001293-poster.jpg'),
    );
  });

  test('a film not yet showing says when it opens', () => {
    const coming = makeProduction('wedding-season', 'Wedding Season', {
      object: 'movie',
      objectClass: 'movie_coming',
      duration: 102,
      premiere: '2027-01-07',
    });
    const { container } = render(<ProgramBlock block={block('program', { items: [coming] })} headingLevel={2} />);
    expect(texts([...container.querySelectorAll<HTMLElement>('.card__facts')])).toEqual([
      '1 t 42 min',
      'Premiere 7. januar 2027',
    ]);
    expect(container.querySelector('.card__facts time')?.getAttribute('datetime')).toBe('2027-01-07');
  });

  test('a film showing now does not repeat its premiere', async () => {
    const { container } = render(
      <ProgramBlock block={await fixtureBlock('/kino', 'kino-program', 'program')} headingLevel={2} />,
    );
    expect(container.textContent).not.toContain('Premiere');
  });

  test('does not repeat the page’s heading as its title, but is still named by it', async () => {
    const program = await fixtureBlock('/kino', 'kino-program', 'program');
    render(
      <ProgramBlock
        block={{ ...program, data: { ...program.data, title: 'Den Store Kinodagen' } }}
        headingLevel={2}
        pageHeading="Den store  kinodagen"
      />,
    );
    // The cards' titles move up a level, as under an untitled listing.
    expect(texts(screen.getAllByRole('heading'))).toEqual(['Me\u00adlo\u00addi\u00aden fra Nord\u00adheim']);
    expect(screen.getAllByRole('heading')[0]?.tagName).toBe('H2');
    expect(screen.getByRole('region', { name: 'Den Store Kinodagen' })).toBeTruthy();
  });

  test('says so when empty', () => {
    render(<ProgramBlock block={block('program', { items: [] })} headingLevel={2} />);
    expect(screen.getByText('Ingen forestillinger i programmet akkurat nå.')).toBeTruthy();
  });
});

describe('quick-links', () => {
  test('a navigation of its links', async () => {
    render(<QuickLinksBlock block={await fixtureBlock('/', 'home-links', 'quick-links')} headingLevel={2} />);
    const nav = screen.getByRole('navigation', { name: 'Snarveier' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kinoprogram', '/program'],
      ['Kulturprogram', '/kulturprogram'],
    ]);
  });
});

describe('news-subscribe', () => {
  test('its title and the sign-up form, which waits for JavaScript to send', async () => {
    const site = await loadFixtureSite();
    render(
      <NewsSubscribeBlock
        block={await fixtureBlock('/kino', 'kino-subscribe', 'news-subscribe')}
        headingLevel={2}
        site={site}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Meld deg på nyhetsbrevet');
    const field = screen.getByLabelText('E-postadresse');
    expect(field.getAttribute('type')).toBe('email');
    expect(field.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Navn (valgfritt)').getAttribute('autocomplete')).toBe('name');
    expect(screen.getByRole('button', { name: 'Meld meg på' })).toBeTruthy();
  });

  test('without the public events base it says sign-up is not available', async () => {
    render(
      <NewsSubscribeBlock block={await fixtureBlock('/kino', 'kino-subscribe', 'news-subscribe')} headingLevel={2} />,
    );
    expect(screen.getByText('Påmelding til nyhetsbrevet er ikke tilgjengelig for øyeblikket.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('the registry', () => {
  /** A block of `kind`: of a kind the format knows, or of one a newer pipeline might write (hence the cast). */
  const ofKind = (kind: string) => ({ ...block('title', {}), kind }) as Block;

  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('shows nothing for a kind it does not know, whatever its name', () => {
    for (const kind of ['carousel', 'constructor', 'toString', '']) {
      expect(knowsKind(ofKind(kind)), kind).toBe(false);
      expect(renderBlock(ofKind(kind), { headingLevel: 2 }), kind).toBeNull();
    }
    expect(knowsKind(ofKind('title'))).toBe(true);
  });

  test('renders a block with its kind’s component and the props it is given', async () => {
    render(renderBlock(await fixtureBlock('/kino', 'kino-title', 'title'), { headingLevel: 1 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kino');
  });

  test('reports each unknown kind once, with the routes that have it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportUnknownKinds([
      { path: '/', blocks: [ofKind('carousel'), ofKind('carousel'), block('title', {})] },
      { path: '/kino', blocks: [ofKind('carousel'), ofKind('map')] },
      { path: '/om-oss', blocks: [block('content', {})] },
    ]);
    expect(warn.mock.calls).toEqual([
      ['Blocks of unknown kind "carousel" are not shown, on /, /kino'],
      ['Blocks of unknown kind "map" are not shown, on /kino'],
    ]);
  });

  test('reports nothing when every kind is known', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportUnknownKinds([{ path: '/', blocks: [block('title', {}), block('slideshow', {})] }]);
    expect(warn).not.toHaveBeenCalled();
  });
});
