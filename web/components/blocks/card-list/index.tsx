import { CardSection } from '@/components/cards/CardSection';
import { isProductionCard } from '@/lib/cards';
import { showsTitle } from '@/lib/grid';

import type { BlockDefinition, BlockProps } from '../types';

/**
 * A titled list of whatever cards its binding gives: productions, showings or articles. A list of productions is a
 * row with «Forrige» and «Neste», as cinema sites show films; so is a list of other cards on a page about something
 * else (the front page's 21 news were 6,100 px of a phone's page as a grid). On the page the list is about, whose
 * heading it carries or repeats (`/nyheter`), it is a grid.
 */
export function CardListBlock({ block, headingLevel, pageHeading, firstPicture }: BlockProps<'card-list'>) {
  const { items } = block.data;
  const { title } = block.data;
  // The page's own list carries the page's <h1>, or its title repeats it.
  const pagesOwn = headingLevel === 1 || (!!title && !showsTitle(title, headingLevel, pageHeading));
  const row = items.length > 0 && (items.every(isProductionCard) || !pagesOwn);
  return (
    <CardSection
      id={block.id}
      title={title}
      headingLevel={headingLevel}
      pageHeading={pageHeading}
      paging={block.paging.items}
      variant="summary"
      emptyText="Ingenting å vise akkurat nå."
      cards={items}
      firstPicture={firstPicture}
      layout={row ? 'carousel' : 'grid'}
    />
  );
}

export const definition: BlockDefinition<'card-list'> = {
  component: CardListBlock,
  empty: { title: null, items: [] },
  titled: true,
};
