import { ArticleCard } from '../cards/ArticleCard';
import { CardSection } from '../cards/CardSection';
import { EventCard } from '../cards/EventCard';
import { ProductionCard } from '../cards/ProductionCard';
import type { BlockProps } from './types';

/** A titled list of whatever cards its binding gives: productions, showings or articles. */
export function CardListBlock({ block, headingLevel }: BlockProps) {
  const items = block.data.items ?? [];
  return (
    <CardSection
      id={block.id}
      title={block.data.title}
      headingLevel={headingLevel}
      emptyText="Ingenting å vise akkurat nå."
    >
      {(level) =>
        items.map((card) => (
          <li key={card.id}>
            {card.type === 'production' ? (
              <ProductionCard card={card} headingLevel={level} variant="summary" />
            ) : card.type === 'event' ? (
              <EventCard card={card} headingLevel={level} />
            ) : (
              <ArticleCard card={card} headingLevel={level} />
            )}
          </li>
        ))
      }
    </CardSection>
  );
}
