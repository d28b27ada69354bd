'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

import { formatDayWithYear, osloDayKey } from '@/lib/format';
import { loadSearch } from '@/lib/load-search';
import { readQuery, serverQuery, subscribeQuery } from '@/lib/query-url';
import type { Search, SearchHit } from '@/lib/search';

import { AppLink } from './AppLink';
import { Heading, type HeadingLevel } from './Heading';

/** Hits shown at first, and added by each «Vis flere treff» */
export const HITS_PER_PAGE = 20;

type State = { search: Search } | 'loading' | 'failed';

/** What the live region says: the prompt, progress, a failure, no hits (naming the query) or the count. */
export function statusText(query: string, state: State, hits: number): string {
  if (!query) return 'Skriv inn et søkeord';
  if (state === 'failed') return 'Søket kunne ikke lastes. Prøv igjen senere.';
  if (state === 'loading') return 'Søker …';
  return hits === 0 ? `Ingen treff for «${query}».` : `${hits} treff`;
}

function HitCard({ hit, headingLevel }: { hit: SearchHit; headingLevel: HeadingLevel }) {
  const kind = hit.kind === 'article' ? 'Artikkel' : hit.category ? `Arrangement · ${hit.category}` : 'Arrangement';
  return (
    <article className="search-hit">
      <Heading level={headingLevel} className="search-hit__title">
        <AppLink href={hit.url}>{hit.title}</AppLink>
      </Heading>
      <p className="search-hit__meta">
        {kind}
        {hit.day ? (
          <>
            {' · '}
            <time dateTime={hit.day}>{formatDayWithYear(hit.day)}</time>
            {hit.moreDays > 0 ? ` og ${hit.moreDays} ${hit.moreDays === 1 ? 'dag' : 'dager'} til` : null}
          </>
        ) : null}
      </p>
      {hit.summary ? <p className="search-hit__summary">{hit.summary}</p> : null}
    </article>
  );
}

/**
 * The hits of the URL's query as the visitor types, best first: a live region with the count (or the prompt, or
 * «Ingen treff for …»), then cards with title, kind, day and summary, twenty at a time.
 */
export function SearchResults({ headingLevel }: { headingLevel: HeadingLevel }) {
  const query = useSyncExternalStore(subscribeQuery, readQuery, serverQuery).trim();
  const [state, setState] = useState<State>('loading');
  const [shown, setShown] = useState({ query, count: HITS_PER_PAGE });
  const list = useRef<HTMLOListElement>(null);

  // Without a query there is nothing to find yet: the search loads with the first one (or, sooner, when the visitor
  // puts the focus in the page's field, LiveSearchForm).
  const wanted = query !== '';
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadSearch().then(
      (search) => current && setState({ search }),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const hits = useMemo(
    () => (typeof state === 'object' && query ? state.search(query, osloDayKey(new Date().toISOString())) : []),
    [state, query],
  );
  const count = shown.query === query ? shown.count : HITS_PER_PAGE;

  function showMore() {
    setShown({ query, count: count + HITS_PER_PAGE });
    // After React has rendered them: the focus goes to the first new hit, not back to the top.
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>(':scope > li a')[count]?.focus());
  }

  const noHits = query !== '' && typeof state === 'object' && hits.length === 0;
  return (
    <>
      <p role="status" className="search-results__status">
        {statusText(query, state, hits.length)}
      </p>
      {noHits ? <p>Sjekk stavemåten, eller prøv et annet eller kortere ord.</p> : null}
      {hits.length > 0 ? (
        <ol className="search-results__list" ref={list}>
          {hits.slice(0, count).map((hit) => (
            <li key={hit.url}>
              <HitCard hit={hit} headingLevel={headingLevel} />
            </li>
          ))}
        </ol>
      ) : null}
      {hits.length > count ? (
        <button type="button" className="search-results__more" onClick={showMore}>
          Vis flere treff
        </button>
      ) : null}
    </>
  );
}
