import { ProgramSection } from '@/components/programme/ProgramSection';

import type { BlockDefinition, BlockProps } from '../types';

/**
 * The schedule: one day at a time, today first, with buttons for the week's next days; each showing's time a ticket
 * link, its production linked to its page, its auditorium.
 */
export function ScheduleBlock({ block, headingLevel, pageHeading }: BlockProps<'schedule'>) {
  return (
    <ProgramSection
      block={block}
      headingLevel={headingLevel}
      pageHeading={pageHeading}
      className="block-schedule"
      detail="auditorium"
      oneDay
      emptyText="Ingen forestillinger i programmet akkurat nå."
    />
  );
}

export const definition: BlockDefinition<'schedule'> = {
  component: ScheduleBlock,
  empty: { title: null, items: [] },
  titled: true,
};
