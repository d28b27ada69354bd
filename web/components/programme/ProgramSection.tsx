import { programCategories, programEntries } from '@/lib/programme/entries';

import type { BlockProps } from '../blocks/types';
import { ListingSection } from '../ListingSection';
import { DayProgram } from './DayProgram';

interface ProgramSectionProps extends Pick<
  BlockProps<'culture-program' | 'schedule'>,
  'block' | 'headingLevel' | 'pageHeading'
> {
  className: string;
  detail: 'category' | 'auditorium';
  filter?: boolean;
  oneDay?: boolean;
  emptyText: string;
}

/** A block's performances by day under its title, if it has one (the schedule, the culture programme). */
export function ProgramSection({
  block,
  headingLevel,
  pageHeading,
  className,
  filter = false,
  ...program
}: ProgramSectionProps) {
  const entries = programEntries(block.data.items);
  return (
    <ListingSection
      id={block.id}
      className={className}
      title={block.data.title}
      headingLevel={headingLevel}
      pageHeading={pageHeading}
    >
      {(dayLevel) => (
        <DayProgram
          entries={entries}
          paging={block.paging?.items}
          dayLevel={dayLevel}
          categories={filter ? programCategories(entries) : undefined}
          {...program}
        />
      )}
    </ListingSection>
  );
}
