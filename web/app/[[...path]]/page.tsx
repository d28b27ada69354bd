import type { Metadata } from 'next';

import { reportUnknownKinds } from '@/components/blocks';
import { RoutePage } from '@/components/RoutePage';
import { loadManifest, loadRoute, loadRoutes, loadSite } from '@/lib/data';
import { routeMetadata } from '@/lib/metadata';
import { routePath, staticParams, type RouteParams } from '@/lib/routes';

interface PageProps {
  params: Promise<Partial<RouteParams>>;
}

// Only the manifest's routes exist: any other path is the not-found page.
export const dynamicParams = false;

export async function generateStaticParams(): Promise<RouteParams[]> {
  reportUnknownKinds(await loadRoutes());
  return staticParams(await loadManifest());
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { path } = await params;
  const [route, site] = await Promise.all([loadRoute(routePath(path)), loadSite()]);
  return routeMetadata(route, site);
}

export default async function Page({ params }: PageProps) {
  const { path } = await params;
  return <RoutePage route={await loadRoute(routePath(path))} />;
}
