/** What a block component is given, and what a block kind's folder defines of it. */
import type { ReactNode } from 'react';

import type { HeadingLevel } from '@/components/Heading';
import type { BlockKind, BlockOf } from '@/lib/blocks';
import type { Route, SearchEntry, Site } from '@/lib/route-data';

export interface BlockProps<K extends BlockKind = BlockKind> {
  block: BlockOf<K>;
  /** 1 for the block that carries the page's main heading, else 2 */
  headingLevel: HeadingLevel;
  /** The block shows the page's first picture: fetched at once and before the others */
  firstPicture?: boolean;
  /** The text of the page's <h1>: the article block does not repeat it under the cover */
  pageHeading?: string;
  /** The route the block is on: the article block shows its full article, the cover the production's trailer, the
   * movie-info block the production's full text, the ticket block names its production */
  route?: Partial<Pick<Route, 'article' | 'production'>>;
  /** What every page shares: the newsletter block posts to the site's public events base; the ticket list names the
   * house in a showing's calendar event */
  site?: Pick<Site, 'publicEvents' | 'title' | 'host'>;
  /** Everything the site search finds, on a route with a search-results block: it lists it all in the page */
  searchIndex?: readonly SearchEntry[];
}

export type BlockComponent<K extends BlockKind> = (props: BlockProps<K>) => ReactNode;

/**
 * What the web app knows of a block kind, from the kind's folder: the component that renders it, its data with every
 * field empty, and how it lays out.
 */
export interface BlockDefinition<K extends BlockKind> {
  component: BlockComponent<K>;
  /** The kind's data as the pipeline writes it when it found nothing to fill it with; tests build blocks from it */
  empty: BlockOf<K>['data'];
  /**
   * A listing that shows its `title` as its section's heading: the page's <h1> when it opens a page without a title or
   * cover block («Kommende filmer»). Only a kind whose data has a title can be one.
   */
  titled: 'title' extends keyof BlockOf<K>['data'] ? boolean : false;
}
