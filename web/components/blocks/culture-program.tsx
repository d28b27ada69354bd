import { programEntries } from '@/lib/program';

import { DayProgram } from '../DayProgram';
import { Heading, subLevel } from '../Heading';
import type { BlockProps } from './types';

/** The culture programme: performances by day, filtered by category in the browser. */
export function CultureProgramBlock({ block, headingLevel }: BlockProps) {
  const title = block.data.title;
  const headingId = `${block.id}-heading`;
  return (
    <section className="block-culture-program" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
      ) : null}
      <DayProgram
        entries={programEntries(block.data.items ?? [])}
        paging={block.paging?.items}
        dayLevel={title ? subLevel(headingLevel) : headingLevel}
        detail="category"
        filter
        emptyText="Ingen arrangementer i programmet akkurat nå."
      />
    </section>
  );
}
