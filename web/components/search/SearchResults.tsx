'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { formatDayWithYear, osloDayKey } from '@/lib/dates';
import type { Search, SearchHit } from '@/lib/search';
import { kindLabel, SEARCH_KINDS } from '@/lib/search/kinds';
import { loadSearch } from '@/lib/search/load';
import { useQuery, writeQuery } from '@/lib/search/query-url';

import { AppLink } from '../AppLink';
import { Heading, subLevel, type HeadingLevel } from '../Heading';
import { SearchGroup } from './SearchGroup';

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
  const label = kindLabel(hit.kind);
  // An article's category is always «article»: only a production's (a culture category, a film's genres) is shown.
  const kind = hit.kind !== 'article' && hit.category ? `${label} · ${hit.category}` : label;
  // A director is found by name: the card says whose film it is.
  const about = hit.director ? `${kind} · Regi: ${hit.director}` : kind;
  return (
    <article className="search-hit">
      <Heading level={headingLevel} className="search-hit__title">
        <AppLink href={hit.url}>{hit.title}</AppLink>
      </Heading>
      <p className="search-hit__meta">
        {about}
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

interface SearchResultsProps {
  headingLevel: HeadingLevel;
  /** What is shown while there is no query: the list of everything the server rendered (SiteContents) */
  children?: ReactNode;
}

/**
 * The hits of the URL's query as the visitor types: a live region with the count (or the prompt, or «Ingen treff for
 * …» with the query put right to try), then the best twenty (and twenty more at a time) grouped by kind, films first,
 * each a card with title, kind, director, day and summary. Without a query, `children`.
 */
export function SearchResults({ headingLevel, children }: SearchResultsProps) {
  const query = useQuery().trim();
  const [state, setState] = useState<State>('loading');
  const [shown, setShown] = useState({ query, count: HITS_PER_PAGE });
  const results = useRef<HTMLDivElement>(null);

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
    () => (typeof state === 'object' && query ? state.search.find(query, osloDayKey(new Date().toISOString())) : []),
    [state, query],
  );
  const count = shown.query === query ? shown.count : HITS_PER_PAGE;
  const shownHits = hits.slice(0, count);

  function showMore() {
    const next = hits[count];
    setShown({ query, count: count + HITS_PER_PAGE });
    // After React has rendered them: the focus goes to the first new hit, wherever its group is, not back to the top.
    requestAnimationFrame(() =>
      results.current?.querySelector<HTMLElement>(`a[href="${CSS.escape(next?.url ?? '')}"]`)?.focus(),
    );
  }

  const noHits = query !== '' && typeof state === 'object' && hits.length === 0;
  const suggestion = noHits && typeof state === 'object' ? state.search.suggest(query) : null;
  return (
    <>
      <p role="status" className="search-results__status">
        {statusText(query, state, hits.length)}
      </p>
      {suggestion ? (
        <p className="search-results__suggestion">
          Mente du{' '}
          <a
            href={`?q=${encodeURIComponent(suggestion)}`}
            onClick={(event) => {
              // The query lives in the URL: searching for the title is writing it there, as typing it would.
              event.preventDefault();
              writeQuery(suggestion);
            }}
          >
            {suggestion}
          </a>
          ?
        </p>
      ) : noHits ? (
        <p>Prøv et annet eller kortere ord.</p>
      ) : null}
      {shownHits.length > 0 ? (
        <div ref={results}>
          {SEARCH_KINDS.map(({ kind, heading }) => {
            const group = shownHits.filter((hit) => hit.kind === kind);
            return group.length > 0 ? (
              <SearchGroup key={kind} id={`search-group-${kind}`} heading={heading} headingLevel={headingLevel}>
                <ol className="search-results__list">
                  {group.map((hit) => (
                    <li key={hit.url}>
                      <HitCard hit={hit} headingLevel={subLevel(headingLevel)} />
                    </li>
                  ))}
                </ol>
              </SearchGroup>
            ) : null;
          })}
        </div>
      ) : null}
      {query === '' ? children : null}
      {hits.length > count ? (
        <button type="button" className="search-results__more" onClick={showMore}>
          Vis flere treff
        </button>
      ) : null}
    </>
  );
}
