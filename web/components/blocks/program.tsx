import { isProductionCard } from '@/lib/cards';

import { CardSection } from '../cards/CardSection';
import { ProductionCard } from '../cards/ProductionCard';
import type { BlockProps } from './types';

/** The programme: productions with their facts and next showings. */
export function ProgramBlock({ block, headingLevel }: BlockProps) {
  const productions = (block.data.items ?? []).filter(isProductionCard);
  return (
    <CardSection
      id={block.id}
      title={block.data.title}
      headingLevel={headingLevel}
      paging={block.paging.items}
      variant="showings"
      emptyText="Ingen forestillinger i programmet akkurat nå."
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
