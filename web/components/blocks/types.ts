import type { ReactNode } from 'react';

import type { Block, Route } from '@/lib/route-data';

import type { HeadingLevel } from '../Heading';

export interface BlockProps {
  block: Block;
  /** 1 for the block that carries the page's main heading, else 2 */
  headingLevel: HeadingLevel;
  /** The route the block is on: the article block shows its full article, the ticket block names its production */
  route?: Pick<Route, 'article'> & Partial<Pick<Route, 'production'>>;
}

export type BlockComponent = (props: BlockProps) => ReactNode;
