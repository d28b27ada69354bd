import type { Metadata } from 'next';

import { reportUnknownKinds } from '@/components/blocks';
import { JsonLd } from '@/components/JsonLd';
import { RedirectPage } from '@/components/RedirectPage';
import { RoutePage } from '@/components/RoutePage';
import { findRedirect, loadManifest, loadRedirects, loadRoute, loadRoutes, loadSite } from '@/lib/data';
import { routeJsonLd } from '@/lib/jsonld';
import { redirectMetadata, routeMetadata } from '@/lib/metadata';
import { redirectParams, routePath, staticParams, type RouteParams } from '@/lib/routes';

interface PageProps {
  params: Promise<Partial<RouteParams>>;
}

// Only the manifest's routes and the redirects' old paths exist: any other path is the not-found page.
export const dynamicParams = false;

export async function generateStaticParams(): Promise<RouteParams[]> {
  reportUnknownKinds(await loadRoutes());
  // The pipeline never lets an old path be a route too (an alias over a route hides the route), so no two collide.
  return [...staticParams(await loadManifest()), ...redirectParams(await loadRedirects())];
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { path } = await params;
  const [redirect, site] = await Promise.all([findRedirect(routePath(path)), loadSite()]);
  if (redirect) return redirectMetadata(redirect, site);
  return routeMetadata(await loadRoute(routePath(path)), site);
}

export default async function Page({ params }: PageProps) {
  const { path } = await params;
  const redirect = await findRedirect(routePath(path));
  if (redirect) return <RedirectPage redirect={redirect} />;
  const [route, site] = await Promise.all([loadRoute(routePath(path)), loadSite()]);
  const data = routeJsonLd(route, site);
  return (
    <>
      <RoutePage route={route} site={site} />
      {data ? <JsonLd data={data} /> : null}
    </>
  );
}
