import { ProgramSection } from '../ProgramSection';
import type { BlockProps } from './types';

/** The schedule: per day, each showing's time, production linked to its page, auditorium and «Utsolgt». */
export function ScheduleBlock({ block, headingLevel, pageHeading }: BlockProps<'schedule'>) {
  return (
    <ProgramSection
      block={block}
      headingLevel={headingLevel}
      pageHeading={pageHeading}
      className="block-schedule"
      detail="auditorium"
      emptyText="Ingen forestillinger i programmet akkurat nå."
    />
  );
}
