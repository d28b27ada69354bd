import { Heading } from '../Heading';
import type { BlockProps } from './types';

/**
 * The search results. The page is static, so before the in-browser search exists it shows what to do; without
 * JavaScript there will never be results here, and the note says so.
 */
export function SearchResultsBlock({ block, headingLevel }: BlockProps) {
  const headingId = `${block.id}-heading`;
  return (
    <section className="block-search-results" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        Søkeresultater
      </Heading>
      <p role="status">Skriv inn et søkeord</p>
      <noscript>
        <p>Søket bruker JavaScript i nettleseren. Slå på JavaScript for å se treff.</p>
      </noscript>
    </section>
  );
}
