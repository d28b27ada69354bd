import { isProductionCard } from '@/lib/cards';

import type { BlockProps } from '../blocks/types';
import { CardSection } from './CardSection';
import { ProductionCard } from './ProductionCard';

/** A block's production cards with their facts and next showings (the programme, the films page). */
export function ProductionList({ block, headingLevel, emptyText }: BlockProps & { emptyText: string }) {
  const productions = (block.data.items ?? []).filter(isProductionCard);
  return (
    <CardSection
      id={block.id}
      title={block.data.title}
      headingLevel={headingLevel}
      paging={block.paging.items}
      variant="showings"
      emptyText={emptyText}
    >
      {(level) =>
        productions.map((card) => (
          <li key={card.id}>
            <ProductionCard card={card} headingLevel={level} variant="showings" />
          </li>
        ))
      }
    </CardSection>
  );
}
