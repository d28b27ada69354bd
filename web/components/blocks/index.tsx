/** The block registry: the definition of each block kind (its component, its empty data, how it lays out). */
import type { ReactNode } from 'react';

import type { BlockKind, BlockOf } from '@/lib/blocks';
import type { Block, Route } from '@/lib/route-data';

import { definition as article } from './article';
import { definition as card } from './card';
import { definition as cardList } from './card-list';
import { definition as content } from './content';
import { definition as cover } from './cover';
import { definition as coverFlow } from './cover-flow';
import { definition as cultureProgram } from './culture-program';
import { definition as events } from './events';
import { definition as movieInfo } from './movie-info';
import { definition as newsSubscribe } from './news-subscribe';
import { definition as program } from './program';
import { definition as quickLinks } from './quick-links';
import { definition as schedule } from './schedule';
import { definition as searchField } from './search-field';
import { definition as searchResults } from './search-results';
import { definition as slideshow } from './slideshow';
import { definition as ticket } from './ticket';
import { definition as ticketList } from './ticket-list';
import { definition as title } from './title';
import type { BlockComponent, BlockDefinition, BlockProps } from './types';

/**
 * Every kind the route data format knows, keyed by kind, each defined in its own folder: a kind added to the format
 * without a folder here fails the type check.
 */
export const BLOCKS: { readonly [K in BlockKind]: BlockDefinition<K> } = {
  article,
  card,
  'card-list': cardList,
  content,
  cover,
  'cover-flow': coverFlow,
  'culture-program': cultureProgram,
  events,
  'movie-info': movieInfo,
  'news-subscribe': newsSubscribe,
  program,
  'quick-links': quickLinks,
  schedule,
  'search-field': searchField,
  'search-results': searchResults,
  slideshow,
  ticket,
  'ticket-list': ticketList,
  title,
};

/** Whether the web app has a component for the block's kind (a newer pipeline might write a kind it does not). */
export function knowsKind(block: Pick<Block, 'kind'>): boolean {
  // Own keys only: `constructor` or `toString` is an unknown kind, not a property of every object.
  return Object.hasOwn(BLOCKS, block.kind);
}

/**
 * Whether the block is a listing that shows its title as its section's heading, which heads the page when the block
 * opens it (lib/grid.ts, `mainHeading`): its kind's definition says.
 */
export function isTitledSection(block: Pick<Block, 'kind'>): boolean {
  return knowsKind(block) && BLOCKS[block.kind].titled;
}

/** The block rendered by its kind's component, or nothing for a kind the web app does not know. */
export function renderBlock<K extends BlockKind>(block: BlockOf<K>, props: Omit<BlockProps<K>, 'block'>): ReactNode {
  if (!knowsKind(block)) return null;
  const Component: BlockComponent<K> = BLOCKS[block.kind as K].component;
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
