/** Route paths as the catch-all page's params: `/` is no segment, `/article/x` is `['article', 'x']`. */
import type { Manifest } from './route-data';

export interface RouteParams {
  path: string[];
}

/**
 * The params of every route the export writes as a page, or of those among them in `only` (a partial export's paths).
 * The not-found route is not one of them: Next.js writes `404.html` from `app/not-found.tsx`, which renders that route.
 */
export function staticParams(manifest: Manifest, only: ReadonlySet<string> | null = null): RouteParams[] {
  return manifest.routes
    .filter((route) => route.kind !== 'not-found' && (only === null || only.has(route.path)))
    .map((route) => ({ path: route.path.split('/').filter(Boolean) }));
}

/** The route path of the catch-all's segments (absent for `/`). */
export function routePath(segments: readonly string[] | undefined): string {
  return `/${(segments ?? []).join('/')}`;
}
