/** The site search, fetched once a page needs it: the index and the search code (MiniSearch) together. */
import type { SearchEntry } from '../route-data';
import type { Search } from './index';

/** Where the export serves the search index (`scripts/copy-route-data.mjs` copies it there). */
const SEARCH_INDEX_URL = '/data/search-index.json';

let loading: Promise<Search> | null = null;

/**
 * The search, loaded and indexed once for the page (`lib/search` is a lazy chunk with MiniSearch); a failed load is
 * tried again next time. Indexing is the larger part of the search page's start, so the page calls this only once
 * there is a query or the visitor is about to type one.
 */
export function loadSearch(): Promise<Search> {
  loading ??= Promise.all([
    import('./index'),
    fetch(SEARCH_INDEX_URL).then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_URL}: HTTP ${response.status}`);
      return response.json() as Promise<SearchEntry[]>;
    }),
  ]).then(([lib, entries]) => lib.createSearch(entries));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
