import type { ReactNode } from 'react';

import type { Paging } from '@/lib/route-data';

import { Heading, subLevel, type HeadingLevel } from '../Heading';
import { MoreCards } from './MoreCards';

interface CardSectionProps {
  /** Unique on the page (the block's id) */
  id: string;
  title: string | null | undefined;
  headingLevel: HeadingLevel;
  /** Shown when there is no card */
  emptyText: string;
  /** The cards as list items, given the level of their headings */
  children: (cardHeadingLevel: HeadingLevel) => ReactNode[];
  /** The listing's further pages, when it is longer than one */
  paging?: Paging;
  /** How the further pages' production cards are shown */
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
  children,
  paging,
  variant = 'summary',
}: CardSectionProps) {
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;
  const cards = children(cardLevel);
  const headingId = `${id}-heading`;
  return (
    <section className="card-section" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
      ) : null}
      {cards.length > 0 ? <ul className="card-grid">{cards}</ul> : <p>{emptyText}</p>}
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
