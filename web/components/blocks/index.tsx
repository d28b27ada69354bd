/** The block registry: the component of each block kind. */
import type { ReactNode } from 'react';

import type { BlockKind, BlockOf } from '@/lib/blocks';
import type { Block, Route } from '@/lib/route-data';

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
import type { BlockComponent, BlockProps } from './types';

/**
 * The component of every kind the route data format knows, keyed by kind: a kind added to the format without a
 * component here fails the type check.
 */
const COMPONENTS: { readonly [K in BlockKind]: BlockComponent<K> } = {
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

/** Whether the web app has a component for the block's kind (a newer pipeline might write a kind it does not). */
export function knowsKind(block: Pick<Block, 'kind'>): boolean {
  // Own keys only: `constructor` or `toString` is an unknown kind, not a property of every object.
  return Object.hasOwn(COMPONENTS, block.kind);
}

/** The block rendered by its kind's component, or nothing for a kind the web app does not know. */
export function renderBlock<K extends BlockKind>(block: BlockOf<K>, props: Omit<BlockProps<K>, 'block'>): ReactNode {
  if (!knowsKind(block)) return null;
  const Component: BlockComponent<K> = COMPONENTS[block.kind as K];
  return <Component key={block.id} block={block} {...props} />;
}

/**
 * Warns once per unknown kind, naming the routes that have it: those blocks are not shown. Called once per
 * build, over every route (the pipeline should never let one through; a newer pipeline might).
 */
export function reportUnknownKinds(
  routes: readonly { path: Route['path']; blocks: readonly Pick<Block, 'kind'>[] }[],
): void {
  const unknown = new Map<string, string[]>();
  for (const route of routes) {
    for (const block of route.blocks) {
      if (!knowsKind(block)) {
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
