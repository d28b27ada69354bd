import type { Metadata } from 'next';

import { RoutePage } from '@/components/RoutePage';
import { SearchForm } from '@/components/SearchForm';
import { loadNotFoundRoute, loadSite } from '@/lib/data';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadNotFoundRoute()).meta.title };
}

/**
 * `404.html`: the pipeline's not-found route («Fant ikke siden», with links home and to search), and the search
 * form, since a visitor who followed a dead link is most likely looking for something.
 */
export default async function NotFound() {
  const [route, site] = await Promise.all([loadNotFoundRoute(), loadSite()]);
  const { search } = site.theme;
  return (
    <>
      <RoutePage route={route} site={site} />
      {search.enabled && search.submitPath ? (
        <div className="container">
          <SearchForm
            action={search.submitPath}
            id="not-found-search"
            name="Finn siden du lette etter"
            className="not-found-search"
          />
        </div>
      ) : null}
    </>
  );
}
