import type { Metadata } from 'next';

import { reportUnknownKinds } from '@/components/blocks';
import { JsonLd } from '@/components/JsonLd';
import { RoutePage } from '@/components/RoutePage';
import { loadManifest, loadRoute, loadRoutes, loadSearchIndex, loadSite, renderOnly } from '@/lib/data';
import { routeJsonLd } from '@/lib/jsonld';
import { routeMetadata } from '@/lib/metadata';
import { routePath, staticParams, type RouteParams } from '@/lib/routes';

interface PageProps {
  params: Promise<Partial<RouteParams>>;
}

// Only the manifest's routes exist: any other path is the not-found page. A redirect's old path has no page: every host
// answers it with a 301 from the release's own configuration (pipeline/publish/hosting.py), and no file there could
// shadow that redirect on a static host.
export const dynamicParams = false;

export async function generateStaticParams(): Promise<RouteParams[]> {
  // A partial export reads the routes it renders, not the thousands it keeps.
  const only = renderOnly();
  reportUnknownKinds(await loadRoutes(undefined, only));
  return staticParams(await loadManifest(), only);
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { path } = await params;
  const [route, site] = await Promise.all([loadRoute(routePath(path)), loadSite()]);
  return routeMetadata(route, site);
}

export default async function Page({ params }: PageProps) {
  const { path } = await params;
  const [route, site] = await Promise.all([loadRoute(routePath(path)), loadSite()]);
  const data = routeJsonLd(route, site);
  // Only the search page lists everything the search finds: no other page reads the index, nor carries the list.
  const searchIndex = route.blocks.some((block) => block.kind === 'search-results')
    ? await loadSearchIndex()
    : undefined;
  return (
    <>
      <RoutePage route={route} site={site} searchIndex={searchIndex} />
      {data ? <JsonLd data={data} /> : null}
    </>
  );
}
