import { ProductionList } from '@/components/cards/ProductionList';

import type { BlockDefinition, BlockProps } from '../types';

/** The programme: productions with their facts and next showings, and buttons to show one day's. */
export function ProgramBlock(props: BlockProps<'program'>) {
  return <ProductionList {...props} emptyText="Ingen forestillinger i programmet akkurat nå." dayFilter />;
}

export const definition: BlockDefinition<'program'> = {
  component: ProgramBlock,
  empty: { title: null, items: [] },
  titled: true,
};
