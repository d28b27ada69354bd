/** Route paths as the catch-all page's params: `/` is no segment, `/article/x` is `['article', 'x']`. */
import type { Manifest } from './route-data';

export interface RouteParams {
  path: string[];
}

/**
 * The params of every route the export writes as a page. The not-found route is not one of them: Next.js writes
 * `404.html` from `app/not-found.tsx`, which renders that route.
 */
export function staticParams(manifest: Manifest): RouteParams[] {
  return manifest.routes
    .filter((route) => route.kind !== 'not-found')
    .map((route) => ({ path: route.path.split('/').filter(Boolean) }));
}

/** The route path of the catch-all's segments (absent for `/`). */
export function routePath(segments: readonly string[] | undefined): string {
  return `/${(segments ?? []).join('/')}`;
}
