import { Heading, subLevel } from '../Heading';
import { SearchResults } from '../SearchResults';
import type { BlockProps } from './types';

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
