import type { Paging } from '@/lib/route-data';

import { Heading, subLevel, type HeadingLevel } from '../Heading';
import { AnyCard, type CardData } from './AnyCard';
import { MoreCards } from './MoreCards';

interface CardSectionProps {
  /** Unique on the page (the block's id) */
  id: string;
  title: string | null | undefined;
  headingLevel: HeadingLevel;
  /** Shown when there is no card */
  emptyText: string;
  /** The listing's first page */
  cards: CardData[];
  /** The listing's further pages, when it is longer than one */
  paging?: Paging;
  /** How production cards are shown, on the first page and the further ones */
  variant?: 'summary' | 'showings';
}

/**
 * A listing's frame: its title, then its cards as a list. The cards' headings sit under the title, or in its
 * place when there is none, so the outline skips no level.
 */
export function CardSection({
  id,
  title,
  headingLevel,
  emptyText,
  cards,
  paging,
  variant = 'summary',
}: CardSectionProps) {
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;
  const headingId = `${id}-heading`;
  return (
    <section className="card-section" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
      ) : null}
      {cards.length > 0 ? (
        <ul className="card-grid">
          {cards.map((card) => (
            <li key={card.id}>
              <AnyCard card={card} headingLevel={cardLevel} variant={variant} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{emptyText}</p>
      )}
      {paging && paging.chunks.length > 0 ? (
        <MoreCards
          chunks={paging.chunks}
          total={paging.total}
          shown={cards.length}
          headingLevel={cardLevel}
          variant={variant}
        />
      ) : null}
    </section>
  );
}
