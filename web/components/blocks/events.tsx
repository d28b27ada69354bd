import { isProductionCard } from '@/lib/cards';

import { CardSection } from '../cards/CardSection';
import { ProductionCard } from '../cards/ProductionCard';
import type { BlockProps } from './types';

/** The films page's list: production cards with poster, facts and next showings. */
export function EventsBlock({ block, headingLevel }: BlockProps) {
  const productions = (block.data.items ?? []).filter(isProductionCard);
  return (
    <CardSection
      id={block.id}
      title={block.data.title}
      headingLevel={headingLevel}
      emptyText="Ingen filmer å vise akkurat nå."
      paging={block.paging.items}
      variant="showings"
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
