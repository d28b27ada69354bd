import { describe, expect, test } from 'vitest';

import { isTitledSection } from '@/components/blocks';
import type { BlockKind, BlockOf } from '@/lib/blocks';
import { cellScreen, firstPictureBlock, layoutGrid, mainHeading, showsTitle } from '@/lib/grid';

import { loadFixtureRoute, makeBlock, makeProduction } from '../fixtures';

function summary(rows: ReturnType<typeof layoutGrid>) {
  return rows.map((row) => ({
    row: row.index,
    container: row.container,
    cells: row.cells.map((cell) => [cell.index, cell.blocks.map((block) => block.id)]),
  }));
}

function block<K extends BlockKind>(
  id: string,
  kind: K,
  row: number,
  column: number,
  order: number,
  data: Partial<BlockOf<K>['data']> = {},
): BlockOf<K> {
  return Object.assign(makeBlock(kind, data), { id, place: { row, column, order } });
}

describe('cell sizes', () => {
  test('a missing breakpoint takes the next smaller one, and xs the full width', () => {
    expect(cellScreen({ xs: null, md: { span: 4, order: 1 }, lg: null })).toEqual({
      xs: { span: 12, order: 0 },
      md: { span: 4, order: 1 },
      lg: { span: 4, order: 1 },
    });
    expect(cellScreen({ xs: { span: 6, order: 2 }, md: null, lg: { span: 3, order: 0 } })).toEqual({
      xs: { span: 6, order: 2 },
      md: { span: 6, order: 2 },
      lg: { span: 3, order: 0 },
    });
  });

  test('a span outside 1–12 is held to the grid', () => {
    expect(cellScreen({ xs: { span: 0, order: 0 }, md: { span: 24, order: 0 }, lg: null }).xs.span).toBe(1);
    expect(cellScreen({ xs: { span: 0, order: 0 }, md: { span: 24, order: 0 }, lg: null }).lg.span).toBe(12);
  });
});

describe('placing blocks', () => {
  test('rows, columns and blocks go in index and place order, whatever order the blocks come in', async () => {
    const kino = await loadFixtureRoute('/kino');
    const rows = layoutGrid(kino.template, kino.blocks);
    expect(summary(rows)).toEqual([
      {
        row: 0,
        container: true,
        cells: [
          [0, ['kino-title', 'kino-program']],
          [1, ['kino-links']],
        ],
      },
      { row: 1, container: false, cells: [[0, ['kino-subscribe']]] },
    ]);
    expect(rows[0]?.cells.map((cell) => cell.screen)).toEqual([
      { xs: { span: 12, order: 1 }, md: { span: 8, order: 0 }, lg: { span: 8, order: 0 } },
      { xs: { span: 12, order: 0 }, md: { span: 4, order: 1 }, lg: { span: 3, order: 1 } },
    ]);
  });

  test('a block outside the template gets a full-width cell in a container row', async () => {
    // The not-found route's template has no rows; a CMS page at /404.html would give it its blocks.
    const notFound = await loadFixtureRoute('/404.html');
    const rows = layoutGrid(notFound.template, [
      block('not-found-title', 'title', 0, 0, 1, { text: 'Fant ikke siden' }),
      block('not-found-content', 'content', 0, 0, 2, { links: [{ title: 'Til forsiden', url: '/' }] }),
    ]);
    expect(summary(rows)).toEqual([
      { row: 0, container: true, cells: [[0, ['not-found-title', 'not-found-content']]] },
    ]);
    expect(rows[0]?.cells[0]?.screen.lg).toEqual({ span: 12, order: 0 });
  });

  test('a column the row lacks is added full width; a row without blocks is left out', () => {
    const template = {
      rows: [
        { index: 0, container: false, columns: [] },
        { index: 1, container: true, columns: [{ index: 0, screen: { xs: null, md: null, lg: null } }] },
      ],
    };
    const rows = layoutGrid(template, [block('a', 'title', 0, 2, 1)]);
    expect(summary(rows)).toEqual([{ row: 0, container: false, cells: [[2, ['a']]] }]);
  });
});

describe('the main heading', () => {
  test('is the first title or cover block with text', async () => {
    const kino = await loadFixtureRoute('/kino');
    expect(mainHeading(layoutGrid(kino.template, kino.blocks), isTitledSection)).toEqual({
      blockId: 'kino-title',
      text: 'Kino',
    });
    const film = await loadFixtureRoute('/melodien-fra-nordheim-dxm-1001293');
    expect(mainHeading(layoutGrid(film.template, film.blocks), isTitledSection)).toEqual({
      blockId: 'film-cover',
      text: 'Melodien fra Nordheim',
    });
  });

  test('skips heading blocks without text', () => {
    const template = { rows: [] };
    const blocks = [
      block('empty-cover', 'cover', 0, 0, 1, {
        title: null,
        image: { url: 'https://images.example.no/a.jpg', focalPointQuery: '' },
      }),
      block('blank-title', 'title', 0, 0, 2, { text: '  ' }),
      block('list', 'card-list', 0, 0, 3, { title: 'Nyheter' }),
      block('title', 'title', 0, 0, 4, { text: 'Kino' }),
    ];
    expect(mainHeading(layoutGrid(template, blocks), isTitledSection)).toEqual({ blockId: 'title', text: 'Kino' });
  });

  test('else the title of the first block, when that is a listing with one', () => {
    const template = { rows: [] };
    const titled = [
      block('coming', 'program', 0, 0, 1, { title: 'Kommende filmer' }),
      block('news', 'card-list', 0, 0, 2, { title: 'Nyheter' }),
    ];
    expect(mainHeading(layoutGrid(template, titled), isTitledSection)).toEqual({
      blockId: 'coming',
      text: 'Kommende filmer',
    });
    const untitledFirst = [
      block('links', 'quick-links', 0, 0, 1),
      block('news', 'card-list', 0, 0, 2, { title: 'Nyheter' }),
    ];
    expect(mainHeading(layoutGrid(template, untitledFirst), isTitledSection)).toBeNull();
    // The newsletter's title names its form, not the page.
    const signUpFirst = [block('sign-up', 'news-subscribe', 0, 0, 1, { title: 'Nyhetsbrev' })];
    expect(mainHeading(layoutGrid(template, signUpFirst), isTitledSection)).toBeNull();
  });

  test('is none on a page without title or cover', async () => {
    const home = await loadFixtureRoute('/');
    expect(mainHeading(layoutGrid(home.template, home.blocks), isTitledSection)).toBeNull();
  });
});

describe('a block’s title', () => {
  test('shows, unless below the page’s heading it only repeats it', () => {
    expect(showsTitle('Den Store Kinodagen', 2, 'Kino')).toBe(true);
    expect(showsTitle('Den Store Kinodagen', 2, 'Den Store Kinodagen')).toBe(false);
    expect(showsTitle('Den Store Kinodagen', 2, ' den store\tkinodagen ')).toBe(false);
    expect(showsTitle('Kommende filmer', 1, 'Kommende filmer')).toBe(true);
    expect(showsTitle('Kommende filmer', 2, undefined)).toBe(true);
  });
});

describe('the page’s first picture', () => {
  test('is the first block in reading order that shows one', async () => {
    const kino = await loadFixtureRoute('/kino');
    expect(firstPictureBlock(layoutGrid(kino.template, kino.blocks))).toBe('kino-program');
    const film = await loadFixtureRoute('/melodien-fra-nordheim-dxm-1001293');
    expect(firstPictureBlock(layoutGrid(film.template, film.blocks))).toBe('film-cover');
  });

  test('skips a cover without an image, listings without cards and those whose first card has no picture', () => {
    const template = { rows: [] };
    const showing = { id: 'e', eventNumber: 1, startTime: '2026-11-27T18:00:00+01:00', auditorium: null };
    const event = { ...showing, type: 'event' as const, featured: false, soldOut: false, ticketUrl: null };
    const blocks = [
      block('title-cover', 'cover', 0, 0, 1, { title: 'Kino', image: null }),
      block('empty-list', 'program', 0, 0, 2, { items: [] }),
      block('links', 'quick-links', 0, 0, 3, { links: [] }),
      block('no-picture', 'program', 0, 0, 4, { items: [makeProduction('p', 'Uten bilde', { image: null })] }),
      block('events', 'card-list', 0, 0, 5, {
        items: [
          {
            ...event,
            production: {
              id: 'p',
              title: 'Revy',
              path: null,
              object: 'culture',
              category: null,
              genres: [],
              ageRating: null,
              features: [],
            },
          },
        ],
      }),
      block('card', 'card', 0, 0, 6, {
        title: 'Leie',
        image: { url: 'https://images.example.no/a.jpg', focalPointQuery: '' },
      }),
    ];
    expect(firstPictureBlock(layoutGrid(template, blocks))).toBe('card');
    expect(firstPictureBlock(layoutGrid(template, blocks.slice(0, 5)))).toBeNull();
  });
});
