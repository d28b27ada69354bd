import { Heading } from '@/components/Heading';
import { showsTitle } from '@/lib/grid';
import { hyphenated } from '@/lib/hyphenate';

import type { BlockDefinition, BlockProps } from '../types';

/** A heading of its own; none when it would only repeat the page's <h1> (a cover of the same title above it). */
export function TitleBlock({ block, headingLevel, pageHeading }: BlockProps<'title'>) {
  const { text } = block.data;
  return text && showsTitle(text, headingLevel, pageHeading) ? (
    <Heading level={headingLevel} className="block-title">
      {hyphenated(text)}
    </Heading>
  ) : null;
}

export const definition: BlockDefinition<'title'> = { component: TitleBlock, empty: { text: null }, titled: false };
