import { ProductionList } from '../cards/ProductionList';
import type { BlockProps } from './types';

/** The films page's list: production cards with poster, facts and next showings. */
export function EventsBlock(props: BlockProps<'events'>) {
  return <ProductionList {...props} emptyText="Ingen filmer å vise akkurat nå." />;
}
