import type { ReactNode } from 'react';

import type { BlockKind, BlockOf } from '@/lib/blocks';
import type { Route, Site } from '@/lib/route-data';

import type { HeadingLevel } from '../Heading';

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
  /** What every page shares: the newsletter block posts to the site's public events base */
  site?: Pick<Site, 'publicEvents'>;
}

export type BlockComponent<K extends BlockKind> = (props: BlockProps<K>) => ReactNode;
