/** What the browser does when a page's data fails to load in a client navigation: the load results kept per path. */

/** How a load of a path ended: its page showed, its data failed in a client navigation, or its page load did. */
export type LoadResult = 'ok' | 'failed' | 'page-failed';

/** The results kept per path: enough to see a loop, small enough for sessionStorage. */
export const KEPT_RESULTS = 5;

/** Failures among the kept results from which no more full navigations are tried, successes between or not. */
const FAILURES_BEFORE_STOP = 3;

export type LoadHistory = Record<string, LoadResult[]>;

/** The history with `result` added to the path's results, keeping its last five. */
export function remember(history: LoadHistory, path: string, result: LoadResult): LoadHistory {
  return { ...history, [path]: [...(history[path] ?? []), result].slice(-KEPT_RESULTS) };
}

/** The history sessionStorage held, or an empty one when it held nothing usable. */
export function parseHistory(stored: string | null): LoadHistory {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const results = new Set<unknown>(['ok', 'failed', 'page-failed']);
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, LoadResult[]] =>
          Array.isArray(entry[1]) && entry[1].every((result: unknown) => results.has(result)),
      ),
    );
  } catch {
    return {};
  }
}

export type NextStep = 'navigate' | 'stop' | 'offline';

/**
 * After a client load of a path failed (`results` end with that failure): a full browser navigation to it, unless
 * that was tried already and did not bring its page (a failure since the last success before this one), or failures
 * keep coming (three of the last five), or the browser is offline with no service worker to answer.
 */
export function nextStep(
  results: readonly LoadResult[],
  { online, controlled }: { online: boolean; controlled: boolean },
): NextStep {
  if (!online && !controlled) return 'offline';
  const earlier = results.slice(0, -1);
  const failedSinceOk = earlier.slice(earlier.lastIndexOf('ok') + 1).length > 0;
  const failures = results.filter((result) => result !== 'ok').length;
  return failedSinceOk || failures >= FAILURES_BEFORE_STOP ? 'stop' : 'navigate';
}

/**
 * The page path a route data request is for, or null when the URL is not one: the export serves `/kino` from
 * `/kino.txt` and `/` from `/index.txt`; the per-segment prefetch files (`/kino/__next.….txt`) are not navigations.
 */
export function routeDataPath(url: URL, origin: string): string | null {
  if (url.origin !== origin || !url.pathname.endsWith('.txt')) return null;
  if (url.pathname.split('/').some((segment) => segment.startsWith('__next.'))) return null;
  const path = url.pathname.slice(0, -'.txt'.length);
  if (path === '/index') return '/';
  return path === '/robots' ? null : path;
}

/** The console line for a failed load: the catalogue's texts. */
export function failureMessage(path: string, status: number | null): string {
  return status === 404 ? `A page wasn't found for ${path}` : `Loading the JSON for ${path} failed`;
}

/** The console line for a script or style of the app that failed to load. */
export const BUNDLE_LOADING_ERROR = 'bundle loading error';

/** Whether a failed resource (a `<script>`'s `src`, a `<link>`'s `href`) is one of the app's bundles. */
export function isBundleUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith('/_next/static/');
  } catch {
    return false;
  }
}

/** Whether an unhandled rejection is a chunk that failed to load (webpack's and Turbopack's wording alike). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /failed to load chunk|loading chunk .* failed/i.test(reason.message);
}
