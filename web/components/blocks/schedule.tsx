import { programEntries } from '@/lib/program';

import { DayProgram } from '../DayProgram';
import { Heading, subLevel } from '../Heading';
import type { BlockProps } from './types';

/** The schedule: per day, each showing's time, production linked to its page, auditorium and «Utsolgt». */
export function ScheduleBlock({ block, headingLevel }: BlockProps) {
  const title = block.data.title;
  const headingId = `${block.id}-heading`;
  return (
    <section className="block-schedule" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
      ) : null}
      <DayProgram
        entries={programEntries(block.data.items ?? [])}
        paging={block.paging?.items}
        dayLevel={title ? subLevel(headingLevel) : headingLevel}
        detail="auditorium"
        emptyText="Ingen forestillinger i programmet akkurat nå."
      />
    </section>
  );
}
