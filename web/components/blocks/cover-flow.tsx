import { isProductionCard } from '@/lib/cards';

import { CardSection } from '../cards/CardSection';
import type { BlockProps } from './types';

/** A row of production cards with picture and summary, scrolled sideways on narrow screens. */
export function CoverFlowBlock({ block, headingLevel }: BlockProps) {
  const productions = (block.data.items ?? []).filter(isProductionCard);
  return (
    <div className="block-cover-flow">
      <CardSection
        id={block.id}
        title={block.data.title}
        headingLevel={headingLevel}
        emptyText="Ingenting å vise akkurat nå."
        paging={block.paging.items}
        variant="summary"
        cards={productions}
      />
    </div>
  );
}
