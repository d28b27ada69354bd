import { Heading, subLevel } from '@/components/Heading';
import { SearchResults } from '@/components/lazy';
import { SiteContents } from '@/components/search/SiteContents';

import type { BlockDefinition, BlockProps } from '../types';
import './search-results.css';

/**
 * The search results: the page is static, so the search runs in the browser (`SearchResults`). The page's HTML lists
 * everything the search finds by kind (`SiteContents`), shown while there is no query: without JavaScript the
 * browser's own search finds a title there.
 */
export function SearchResultsBlock({ block, headingLevel, searchIndex }: BlockProps<'search-results'>) {
  const headingId = `${block.id}-heading`;
  return (
    <section className="block-search-results" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        Søkeresultater
      </Heading>
      <SearchResults headingLevel={subLevel(headingLevel)}>
        {searchIndex && searchIndex.length > 0 ? (
          <SiteContents entries={searchIndex} headingLevel={subLevel(headingLevel)} />
        ) : null}
      </SearchResults>
    </section>
  );
}

export const definition: BlockDefinition<'search-results'> = {
  component: SearchResultsBlock,
  empty: { index: null },
  titled: false,
};
