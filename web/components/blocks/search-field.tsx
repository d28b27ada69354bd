import { LiveSearchForm } from '../LiveSearchForm';
import type { BlockProps } from './types';

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
