/** The block registry: the component of each kind of block (`cw-component-<kind>`). */
import type { Route } from '@/lib/route-data';

import { CardListBlock } from './card-list';
import { ContentBlock } from './content';
import { CoverBlock } from './cover';
import { FallbackBlock } from './fallback';
import { MovieInfoBlock } from './movie-info';
import { NewsSubscribeBlock } from './news-subscribe';
import { ProgramBlock } from './program';
import { QuickLinksBlock } from './quick-links';
import { TicketListBlock } from './ticket-list';
import { TitleBlock } from './title';
import type { BlockComponent } from './types';

/** Every kind the route data format knows (docs/route-data.md); the pipeline leaves out blocks of any other. */
export const KNOWN_KINDS: ReadonlySet<string> = new Set([
  'quick-links',
  'title',
  'program',
  'content',
  'article',
  'cover',
  'ticket-list',
  'movie-info',
  'card-list',
  'culture-program',
  'news-subscribe',
  'cover-flow',
  'schedule',
  'slideshow',
  'events',
  'search-results',
  'search-field',
  'ticket',
  'card',
]);

const COMPONENTS: Readonly<Record<string, BlockComponent>> = {
  'card-list': CardListBlock,
  content: ContentBlock,
  cover: CoverBlock,
  'movie-info': MovieInfoBlock,
  'news-subscribe': NewsSubscribeBlock,
  program: ProgramBlock,
  'quick-links': QuickLinksBlock,
  'ticket-list': TicketListBlock,
  title: TitleBlock,
};

/** The component of a kind: its own, the fallback for a known kind not built yet, or null for an unknown kind. */
export function blockComponent(kind: string): BlockComponent | null {
  return COMPONENTS[kind] ?? (KNOWN_KINDS.has(kind) ? FallbackBlock : null);
}

/**
 * Warns once per unknown kind, naming the routes that have it: those blocks are not shown. Called once per build,
 * over every route (the pipeline should never let one through; a newer pipeline might).
 */
export function reportUnknownKinds(routes: readonly Pick<Route, 'path' | 'blocks'>[]): void {
  const unknown = new Map<string, string[]>();
  for (const route of routes) {
    for (const block of route.blocks) {
      if (blockComponent(block.kind) === null) {
        const paths = unknown.get(block.kind) ?? [];
        if (!paths.includes(route.path)) paths.push(route.path);
        unknown.set(block.kind, paths);
      }
    }
  }
  for (const [kind, paths] of unknown) {
    console.warn(`Blocks of unknown kind "${kind}" are not shown, on ${paths.join(', ')}`);
  }
}
