import { formatDay, formatTime, osloDayKey } from '@/lib/format';
import type { Event, ProductionCard } from '@/lib/route-data';

import { CultureProgram, type ProgramEntry } from '../CultureProgram';
import { Heading, subLevel } from '../Heading';
import type { BlockProps } from './types';

function entry(
  showing: { id: string; startTime: string; soldOut: boolean },
  production: { title: string; path: string | null; category: string | null },
): ProgramEntry {
  return {
    id: showing.id,
    dayKey: osloDayKey(showing.startTime),
    day: formatDay(showing.startTime),
    startTime: showing.startTime,
    time: formatTime(showing.startTime),
    title: production.title,
    path: production.path,
    category: production.category,
    soldOut: showing.soldOut,
  };
}

/**
 * The performances a culture-program block lists, by start time: its event cards as they are, and the next
 * showings of its production cards (the culture programme page binds productions, the front page events).
 */
export function programEntries(items: readonly (Event | ProductionCard | { type: 'article' })[]): ProgramEntry[] {
  const entries = items.flatMap((item) =>
    item.type === 'event'
      ? [entry(item, item.production)]
      : item.type === 'production'
        ? item.nextShowings.map((showing) => entry(showing, item))
        : [],
  );
  return entries.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

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
      <CultureProgram
        entries={programEntries(block.data.items ?? [])}
        dayLevel={title ? subLevel(headingLevel) : headingLevel}
      />
    </section>
  );
}
