import { LiveSearchForm } from '@/components/search/LiveSearchForm';

import type { BlockDefinition, BlockProps } from '../types';
import './search-field.css';

/** The search page's own form: a GET to /sok with `q`, named apart from the header's; on /sok it searches as the
 * visitor types. */
export function SearchFieldBlock({ block }: BlockProps<'search-field'>) {
  return (
    <LiveSearchForm
      action="/sok"
      id={`${block.id}-q`}
      name="Søk i filmer, arrangementer og artikler"
      className="block-search-field"
      placeholder={block.data.placeholder ?? undefined}
    />
  );
}

export const definition: BlockDefinition<'search-field'> = {
  component: SearchFieldBlock,
  empty: { placeholder: null },
  titled: false,
};
