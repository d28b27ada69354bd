import type { Metadata } from 'next';

import { AppLink } from '@/components/AppLink';
import { RoutePage } from '@/components/RoutePage';
import { SearchForm } from '@/components/search/SearchForm';
import { loadNotFoundRoute, loadSite } from '@/lib/data';

const HEADING = 'Fant ikke siden';

export async function generateMetadata(): Promise<Metadata> {
  const [route, site] = await Promise.all([loadNotFoundRoute(), loadSite()]);
  return { title: route.blocks.length > 0 ? route.meta.title : `${site.title} | ${HEADING}` };
}

/**
 * `404.html`: the CMS's own page at `/404.html` when it has one; else a short way back, in the web app's words (the
 * route data's not-found route then has no blocks). Either way the search form, since a visitor who followed a dead
 * link is most likely looking for something.
 */
export default async function NotFound() {
  const [route, site] = await Promise.all([loadNotFoundRoute(), loadSite()]);
  const { search } = site.theme;
  const searchPath = search.enabled ? search.submitPath : null;
  return (
    <>
      {route.blocks.length > 0 ? (
        <RoutePage route={route} site={site} />
      ) : (
        <div className="container block-content">
          <h1>{HEADING}</h1>
          <p>Siden du leter etter, finnes ikke lenger eller har fått en ny adresse.</p>
          <ul className="link-list">
            <li>
              <AppLink href="/">Til forsiden</AppLink>
            </li>
            {searchPath ? (
              <li>
                <AppLink href={searchPath}>Søk på nettstedet</AppLink>
              </li>
            ) : null}
          </ul>
        </div>
      )}
      {searchPath ? (
        <div className="container">
          <SearchForm
            action={searchPath}
            id="not-found-search"
            name="Finn siden du lette etter"
            className="not-found-search"
          />
        </div>
      ) : null}
    </>
  );
}
