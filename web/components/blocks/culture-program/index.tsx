import { ProgramSection } from '@/components/programme/ProgramSection';

import type { BlockDefinition, BlockProps } from '../types';

/** The culture programme: performances by day, filtered by category in the browser. */
export function CultureProgramBlock({ block, headingLevel, pageHeading }: BlockProps<'culture-program'>) {
  return (
    <ProgramSection
      block={block}
      headingLevel={headingLevel}
      pageHeading={pageHeading}
      className="block-culture-program"
      detail="category"
      filter
      emptyText="Ingen arrangementer i programmet akkurat nå."
    />
  );
}

export const definition: BlockDefinition<'culture-program'> = {
  component: CultureProgramBlock,
  empty: { title: null, items: [] },
  titled: true,
};
