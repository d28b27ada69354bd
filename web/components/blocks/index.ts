/** The block registry: the component of each block, keyed by its `component` name (`cw-component-<kind>`). */
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
import type { BlockComponent } from './types';

/** Every component the route data format knows (docs/route-data.md); the pipeline leaves out blocks of any other. */
const COMPONENTS: Readonly<Record<string, BlockComponent>> = {
  'cw-component-article': ArticleBlock,
  'cw-component-card': CardBlock,
  'cw-component-card-list': CardListBlock,
  'cw-component-content': ContentBlock,
  'cw-component-cover': CoverBlock,
  'cw-component-cover-flow': CoverFlowBlock,
  'cw-component-culture-program': CultureProgramBlock,
  'cw-component-events': EventsBlock,
  'cw-component-movie-info': MovieInfoBlock,
  'cw-component-news-subscribe': NewsSubscribeBlock,
  'cw-component-program': ProgramBlock,
  'cw-component-quick-links': QuickLinksBlock,
  'cw-component-schedule': ScheduleBlock,
  'cw-component-search-field': SearchFieldBlock,
  'cw-component-search-results': SearchResultsBlock,
  'cw-component-slideshow': SlideshowBlock,
  'cw-component-ticket': TicketBlock,
  'cw-component-ticket-list': TicketListBlock,
  'cw-component-title': TitleBlock,
};

/** The component of a block, or null for a component the route data format does not know. */
export function blockComponent(block: Pick<Block, 'component'>): BlockComponent | null {
  // Own keys only: `constructor` or `toString` is an unknown component, not a property of every object.
  return Object.hasOwn(COMPONENTS, block.component) ? (COMPONENTS[block.component] ?? null) : null;
}

/**
 * Warns once per unknown component, naming the routes that have it: those blocks are not shown. Called once per
 * build, over every route (the pipeline should never let one through; a newer pipeline might).
 */
export function reportUnknownComponents(routes: readonly Pick<Route, 'path' | 'blocks'>[]): void {
  const unknown = new Map<string, string[]>();
  for (const route of routes) {
    for (const block of route.blocks) {
      if (blockComponent(block) === null) {
        const paths = unknown.get(block.component) ?? [];
        if (!paths.includes(route.path)) paths.push(route.path);
        unknown.set(block.component, paths);
      }
    }
  }
  for (const [component, paths] of unknown) {
    console.warn(`Blocks of unknown component "${component}" are not shown, on ${paths.join(', ')}`);
  }
}
