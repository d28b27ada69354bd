import { isProductionCard } from '@/lib/cards';

import { CardSection } from '../cards/CardSection';
import type { BlockProps } from './types';

/**
 * A titled list of whatever cards its binding gives: productions, showings or articles. A list of productions is a
 * row with «Forrige» and «Neste», as cinema sites show films.
 */
export function CardListBlock({ block, headingLevel, pageHeading, firstPicture }: BlockProps) {
  const items = block.data.items ?? [];
  return (
    <CardSection
      id={block.id}
      title={block.data.title}
      headingLevel={headingLevel}
      pageHeading={pageHeading}
      paging={block.paging.items}
      variant="summary"
      emptyText="Ingenting å vise akkurat nå."
      cards={items}
      firstPicture={firstPicture}
      layout={items.length > 0 && items.every(isProductionCard) ? 'carousel' : 'grid'}
    />
  );
}
