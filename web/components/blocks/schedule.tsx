import { ProgramSection } from '../ProgramSection';
import type { BlockProps } from './types';

/** The schedule: per day, each showing's time, production linked to its page, auditorium and «Utsolgt». */
export function ScheduleBlock({ block, headingLevel }: BlockProps) {
  return (
    <ProgramSection
      block={block}
      headingLevel={headingLevel}
      className="block-schedule"
      detail="auditorium"
      emptyText="Ingen forestillinger i programmet akkurat nå."
    />
  );
}
