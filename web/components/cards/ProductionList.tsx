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
}: BlockProps<'program' | 'events'> & { emptyText: string; dayFilter?: boolean }) {
  return (
    <CardSection
      id={block.id}
      title={block.data.title}
      headingLevel={headingLevel}
      pageHeading={pageHeading}
      paging={block.paging.items}
      variant="showings"
      emptyText={emptyText}
      cards={block.data.items}
      dayFiles={dayFilter ? block.days : undefined}
      firstPicture={firstPicture}
    />
  );
}
