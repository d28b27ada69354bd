/** A route's blocks placed in its template's 12-column grid, and which block carries the page's one <h1>. */
import type { ArticleCard, Block, Breakpoint, Event, ProductionCard, Screen, Template } from './route-data';

type Card = ProductionCard | Event | ArticleCard;

const GRID_COLUMNS = 12;

type ScreenSize = 'xs' | 'md' | 'lg';

/** Span and order at every screen size, smaller sizes standing in for missing larger ones. */
export type CellScreen = Record<ScreenSize, Breakpoint>;

export interface GridCell {
  index: number;
  screen: CellScreen;
  blocks: Block[];
}

export interface GridRow {
  index: number;
  /** true: the row keeps to the page's width; false: it spans the whole window */
  container: boolean;
  cells: GridCell[];
}

const FULL_WIDTH: Breakpoint = { span: GRID_COLUMNS, order: 0 };
const FULL_WIDTH_SCREEN: Screen = { xs: FULL_WIDTH, md: FULL_WIDTH, lg: FULL_WIDTH };

function clampSpan(breakpoint: Breakpoint): Breakpoint {
  return { span: Math.min(GRID_COLUMNS, Math.max(1, breakpoint.span)), order: breakpoint.order };
}

/** Mobile first, as the CMS means it: no xs is the full width, no md is xs, no lg is md. */
export function cellScreen(screen: Screen): CellScreen {
  const xs = clampSpan(screen.xs ?? FULL_WIDTH);
  const md = screen.md ? clampSpan(screen.md) : xs;
  const lg = screen.lg ? clampSpan(screen.lg) : md;
  return { xs, md, lg };
}

function byPlace(a: Block, b: Block): number {
  return a.place.row - b.place.row || a.place.column - b.place.column || a.place.order - b.place.order;
}

/**
 * The rows that hold blocks, in index order, each with its columns in index order and their blocks in place order.
 * A block placed in a row or column the template lacks (the not-found route has no template) gets a full-width
 * cell in a container row, so no block is lost.
 */
export function layoutGrid(template: Template, blocks: readonly Block[]): GridRow[] {
  const rows = new Map<number, GridRow>();
  for (const row of template.rows) {
    rows.set(row.index, {
      index: row.index,
      container: row.container,
      cells: row.columns.map((column) => ({ index: column.index, screen: cellScreen(column.screen), blocks: [] })),
    });
  }
  for (const block of [...blocks].sort(byPlace)) {
    let row = rows.get(block.place.row);
    if (!row) {
      row = { index: block.place.row, container: true, cells: [] };
      rows.set(row.index, row);
    }
    let cell = row.cells.find((candidate) => candidate.index === block.place.column);
    if (!cell) {
      cell = { index: block.place.column, screen: cellScreen(FULL_WIDTH_SCREEN), blocks: [] };
      row.cells.push(cell);
    }
    cell.blocks.push(block);
  }
  return [...rows.values()]
    .filter((row) => row.cells.some((cell) => cell.blocks.length > 0))
    .sort((a, b) => a.index - b.index)
    .map((row) => ({ ...row, cells: [...row.cells].sort((a, b) => a.index - b.index) }));
}

/** The text, unless it is missing or blank. */
function shownText(text: unknown): string | null {
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/** Two headings say the same when they differ only in case or spacing. */
function sameHeading(a: string, b: string): boolean {
  const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nb');
  return fold(a) === fold(b);
}

/**
 * Whether a block shows its title as its heading: not when, below the page's <h1>, it would only repeat it (a cover
 * «Den Store Kinodagen» over a programme of that name, an article under a cover of its title). The block is then
 * named by its title for screen readers, without showing it twice.
 */
export function showsTitle(title: string, headingLevel: number, pageHeading: string | undefined): boolean {
  return headingLevel === 1 || pageHeading === undefined || !sameHeading(title, pageHeading);
}

/** The text a block would show as the page's main heading, if it is a heading block (title, cover). */
function headingText(block: Block): string | null {
  return shownText(block.kind === 'title' ? block.data.text : block.kind === 'cover' ? block.data.title : null);
}

/** The page's main heading: the block that carries it, and its text. */
export interface MainHeading {
  blockId: string;
  text: string;
}

/**
 * The page's <h1>: the first title or cover block with text, in reading order; else the title of the page's first
 * block, when that is a listing with one (`titledSection`, which its kind's definition says: a programme titled
 * «Kommende filmer» heads its page). When there is neither, the page shows the route's title as its <h1>
 * (RoutePage), so every page has exactly one.
 */
export function mainHeading(rows: readonly GridRow[], titledSection: (block: Block) => boolean): MainHeading | null {
  const blocks = readingOrder(rows);
  for (const block of blocks) {
    const text = headingText(block);
    if (text !== null) return { blockId: block.id, text };
  }
  const [first] = blocks;
  const title = first && titledSection(first) && 'title' in first.data ? shownText(first.data.title) : null;
  return first && title !== null ? { blockId: first.id, text: title } : null;
}

/** Whether a card shows a picture: a production's or an article's, when it has one; an event card has none. */
function hasPicture(card: Card): boolean {
  if (card.type === 'production') return Boolean(card.image ?? card.poster);
  if (card.type === 'article') return Boolean(card.thumbnail ?? card.image);
  return false;
}

/** Whether the block's first picture is at its top: its own image, or its first card's. */
function showsPicture(block: Block): boolean {
  if ((block.kind === 'cover' || block.kind === 'card') && block.data.image) return true;
  const first = 'items' in block.data ? block.data.items[0] : undefined;
  return first !== undefined && hasPicture(first);
}

/**
 * The block, in reading order, whose first picture is the page's first: it is fetched at once and before the others,
 * every other picture when it nears the screen. None on a page without pictures.
 */
export function firstPictureBlock(rows: readonly GridRow[]): string | null {
  return readingOrder(rows).find(showsPicture)?.id ?? null;
}

function readingOrder(rows: readonly GridRow[]): Block[] {
  return rows.flatMap((row) => row.cells.flatMap((cell) => cell.blocks));
}
