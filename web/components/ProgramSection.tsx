import { showsTitle } from '@/lib/grid';
import { programEntries } from '@/lib/program';

import type { BlockProps } from './blocks/types';
import { DayProgram } from './DayProgram';
import { Heading, subLevel } from './Heading';

interface ProgramSectionProps extends Pick<BlockProps, 'block' | 'headingLevel' | 'pageHeading'> {
  className: string;
  detail: 'category' | 'auditorium';
  filter?: boolean;
  emptyText: string;
}

/** A block's performances by day under its title, if it has one (the schedule, the culture programme). */
export function ProgramSection({ block, headingLevel, pageHeading, className, ...program }: ProgramSectionProps) {
  const title = block.data.title;
  const heading = title && showsTitle(title, headingLevel, pageHeading) ? title : null;
  const headingId = `${block.id}-heading`;
  return (
    <section
      className={className}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : (title ?? undefined)}
    >
      {heading ? (
        <Heading level={headingLevel} id={headingId}>
          {heading}
        </Heading>
      ) : null}
      <DayProgram
        entries={programEntries(block.data.items ?? [])}
        paging={block.paging?.items}
        dayLevel={heading ? subLevel(headingLevel) : headingLevel}
        {...program}
      />
    </section>
  );
}
