import { isProductionCard } from '@/lib/cards';

import type { BlockProps } from '../blocks/types';
import { CardSection } from './CardSection';

/** A block's production cards with their facts and next showings (the programme, the films page). */
export function ProductionList({
  block,
  headingLevel,
  pageHeading,
  firstPicture,
  emptyText,
  dayFilter = false,
}: BlockProps & { emptyText: string; dayFilter?: boolean }) {
  const productions = (block.data.items ?? []).filter(isProductionCard);
  return (
    <CardSection
      id={block.id}
      title={block.data.title}
      headingLevel={headingLevel}
      pageHeading={pageHeading}
      paging={block.paging.items}
      variant="showings"
      emptyText={emptyText}
      cards={productions}
      dayFilter={dayFilter}
      firstPicture={firstPicture}
    />
  );
}
