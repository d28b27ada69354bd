import { ProductionList } from '@/components/cards/ProductionList';

import type { BlockDefinition, BlockProps } from '../types';

/** The films page's list: production cards with poster, facts and next showings. */
export function EventsBlock(props: BlockProps<'events'>) {
  return <ProductionList {...props} emptyText="Ingen filmer å vise akkurat nå." />;
}

export const definition: BlockDefinition<'events'> = {
  component: EventsBlock,
  empty: { title: null, items: [] },
  titled: true,
};
