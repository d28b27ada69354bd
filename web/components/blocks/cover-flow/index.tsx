import { CardSection } from '@/components/cards/CardSection';

import type { BlockDefinition, BlockProps } from '../types';

/** A row of production cards with picture and summary that scrolls sideways, with «Forrige» and «Neste». */
export function CoverFlowBlock({ block, headingLevel, pageHeading, firstPicture }: BlockProps<'cover-flow'>) {
  return (
    <div className="block-cover-flow">
      <CardSection
        id={block.id}
        title={block.data.title}
        headingLevel={headingLevel}
        pageHeading={pageHeading}
        emptyText="Ingenting å vise akkurat nå."
        paging={block.paging.items}
        variant="summary"
        cards={block.data.items}
        firstPicture={firstPicture}
        layout="carousel"
      />
    </div>
  );
}

export const definition: BlockDefinition<'cover-flow'> = {
  component: CoverFlowBlock,
  empty: { title: null, items: [] },
  titled: true,
};
