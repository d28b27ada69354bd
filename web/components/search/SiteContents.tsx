import type { SearchEntry } from '@/lib/route-data';
import { SEARCH_KINDS } from '@/lib/search/kinds';

import { AppLink } from '../AppLink';
import type { HeadingLevel } from '../Heading';
import { SearchGroup } from './SearchGroup';

/** Films, events and pages by title in Bokmål's order; articles newest first, as news are read. */
function inOrder(entries: readonly SearchEntry[], kind: SearchEntry['k']): SearchEntry[] {
  const group = entries.filter((entry) => entry.k === kind);
  return kind === 'article'
    ? group.sort((a, b) => (b.d[0] ?? '').localeCompare(a.d[0] ?? ''))
    : group.sort((a, b) => a.t.localeCompare(b.t, 'nb'));
}

/**
 * Everything the search finds, grouped by kind under the groups' headings («Filmer», «Arrangementer», «Artikler»,
 * «Sider»), each a list of linked titles: rendered into the search page's HTML, so a visitor without JavaScript finds
 * a title with the browser's own search; the live search shows it while there is no query, and its hits instead.
 */
export function SiteContents({
  entries,
  headingLevel,
}: {
  entries: readonly SearchEntry[];
  headingLevel: HeadingLevel;
}) {
  return (
    <div className="search-contents">
      <p>Eller bla i alt vi har:</p>
      {SEARCH_KINDS.map(({ kind, heading }) => {
        const group = inOrder(entries, kind);
        return group.length > 0 ? (
          <SearchGroup key={kind} id={`search-contents-${kind}`} heading={heading} headingLevel={headingLevel}>
            <ul className="search-contents__list">
              {group.map((entry) => (
                <li key={entry.u}>
                  <AppLink href={entry.u}>{entry.t}</AppLink>
                </li>
              ))}
            </ul>
          </SearchGroup>
        ) : null;
      })}
    </div>
  );
}
