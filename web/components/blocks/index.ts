/** The block registry: the component of each kind of block (`cw-component-<kind>`). */
import type { Route } from '@/lib/route-data';

import { ArticleBlock } from './article';
import { CardBlock } from './card';
import { CardListBlock } from './card-list';
import { ContentBlock } from './content';
import { CoverBlock } from './cover';
import { CoverFlowBlock } from './cover-flow';
import { CultureProgramBlock } from './culture-program';
import { EventsBlock } from './events';
import { MovieInfoBlock } from './movie-info';
import { NewsSubscribeBlock } from './news-subscribe';
import { ProgramBlock } from './program';
import { QuickLinksBlock } from './quick-links';
import { ScheduleBlock } from './schedule';
import { SearchFieldBlock } from './search-field';
import { SearchResultsBlock } from './search-results';
import { SlideshowBlock } from './slideshow';
import { TicketBlock } from './ticket';
import { TicketListBlock } from './ticket-list';
import { TitleBlock } from './title';
import type { BlockComponent } from './types';

/** Every kind the route data format knows (docs/route-data.md); the pipeline leaves out blocks of any other. */
const COMPONENTS: Readonly<Record<string, BlockComponent>> = {
  article: ArticleBlock,
  card: CardBlock,
  'card-list': CardListBlock,
  content: ContentBlock,
  cover: CoverBlock,
  'cover-flow': CoverFlowBlock,
  'culture-program': CultureProgramBlock,
  events: EventsBlock,
  'movie-info': MovieInfoBlock,
  'news-subscribe': NewsSubscribeBlock,
  program: ProgramBlock,
  'quick-links': QuickLinksBlock,
  schedule: ScheduleBlock,
  'search-field': SearchFieldBlock,
  'search-results': SearchResultsBlock,
  slideshow: SlideshowBlock,
  ticket: TicketBlock,
  'ticket-list': TicketListBlock,
  title: TitleBlock,
};

/** The component of a kind, or null for a kind the route data format does not know. */
export function blockComponent(kind: string): BlockComponent | null {
  // Own keys only: `constructor` or `toString` is an unknown kind, not a property of every object.
  return Object.hasOwn(COMPONENTS, kind) ? (COMPONENTS[kind] ?? null) : null;
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
