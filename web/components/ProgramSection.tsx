import { programEntries } from '@/lib/program';

import type { BlockProps } from './blocks/types';
import { DayProgram } from './DayProgram';
import { Heading, subLevel } from './Heading';

interface ProgramSectionProps extends Pick<BlockProps, 'block' | 'headingLevel'> {
  className: string;
  detail: 'category' | 'auditorium';
  filter?: boolean;
  emptyText: string;
}

/** A block's performances by day under its title, if it has one (the schedule, the culture programme). */
export function ProgramSection({ block, headingLevel, className, ...program }: ProgramSectionProps) {
  const title = block.data.title;
  const headingId = `${block.id}-heading`;
  return (
    <section className={className} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
      ) : null}
      <DayProgram
        entries={programEntries(block.data.items ?? [])}
        paging={block.paging?.items}
        dayLevel={title ? subLevel(headingLevel) : headingLevel}
        {...program}
      />
    </section>
  );
}
