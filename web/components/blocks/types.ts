import type { ReactNode } from 'react';

import type { Block } from '@/lib/route-data';

import type { HeadingLevel } from '../Heading';

export interface BlockProps {
  block: Block;
  /** 1 for the block that carries the page's main heading, else 2 */
  headingLevel: HeadingLevel;
}

export type BlockComponent = (props: BlockProps) => ReactNode;
