import { Heading, subLevel } from '@/components/Heading';
import { SearchResults } from '@/components/search/SearchResults';

import type { BlockDefinition, BlockProps } from '../types';
import './search-results.css';

/**
 * The search results: the page is static, so the search runs in the browser (`SearchResults`); without
 * JavaScript there are no results, and a note says so.
 */
export function SearchResultsBlock({ block, headingLevel }: BlockProps<'search-results'>) {
  const headingId = `${block.id}-heading`;
  return (
    <section className="block-search-results" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        Søkeresultater
      </Heading>
      <SearchResults headingLevel={subLevel(headingLevel)} />
      <noscript>
        <p>Søket bruker JavaScript i nettleseren. Slå på JavaScript for å se treff.</p>
      </noscript>
    </section>
  );
}

export const definition: BlockDefinition<'search-results'> = {
  component: SearchResultsBlock,
  empty: {},
  titled: false,
};
