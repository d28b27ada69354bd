/** Reads the route data folder the pipeline publishes: the only module of the site that touches the file system. */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { cache } from 'react';

import type { Chunk, Manifest, ManifestRoute, Redirect, Route, SearchEntry, Site } from './route-data';

/**
 * The format this site reads (`formatVersion` in manifest.json, site.json and every route file): typed by the
 * generated types, so a schema of another version fails the type check until this follows.
 */
const FORMAT_VERSION: Manifest['formatVersion'] = 6;

/** A route data file is missing, is not JSON, or is of another format version. */
export class RouteDataError extends Error {
  override name = 'RouteDataError';
}

/**
 * The folder named by `ROUTE_DATA_DIR` (relative to the working directory, web/ in a build): a site's route data, such
 * as its live release's, `../build/sites/<site>/current/data`. Each site has its own, so there is no default.
 */
export function routeDataDir(): string {
  const dir = configuredDir();
  if (dir === null) {
    throw new RouteDataError(
      'ROUTE_DATA_DIR is not set: name the route data to build from, e.g. ../build/sites/<site>/current/data ' +
        '(scripts/web-build sets it)',
    );
  }
  return dir;
}

function configuredDir(): string | null {
  return process.env.ROUTE_DATA_DIR ? path.resolve(process.env.ROUTE_DATA_DIR) : null;
}

async function readJson(dir: string, file: string): Promise<unknown> {
  const where = path.join(dir, file);
  let text: string;
  try {
    text = await readFile(where, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : String(error);
    throw new RouteDataError(`${where} ${reason} (ROUTE_DATA_DIR is ${dir})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RouteDataError(`${where} is not valid JSON: ${(error as Error).message}`);
  }
}

// The files every page reads (manifest, site, redirects, the not-found route) are parsed once per version of the file,
// not once per page: at 6,000 routes the manifest alone is 2 MB.
const shared = new Map<string, { version: string; value: Promise<unknown> }>();

function fileVersion(where: string): string {
  // Synchronous: a page asks a dozen times, and an asynchronous stat's round trip through Node's thread pool was a
  // twentieth of a build worker's time; this is microseconds.
  const info = statSync(where, { throwIfNoEntry: false });
  return info ? `${info.mtimeMs}:${info.size}` : 'missing';
}

async function readShared(dir: string, file: string): Promise<unknown> {
  const where = path.join(dir, file);
  const version = fileVersion(where);
  const known = shared.get(where);
  if (known?.version === version) return known.value;
  const value = readJson(dir, file);
  shared.set(where, { version, value });
  value.catch(() => shared.delete(where));
  return value;
}

async function readVersioned<T>(dir: string, file: string, read = readJson): Promise<T> {
  const value = await read(dir, file);
  const version =
    typeof value === 'object' && value !== null ? (value as { formatVersion?: unknown }).formatVersion : undefined;
  if (version !== FORMAT_VERSION) {
    throw new RouteDataError(
      `${path.join(dir, file)} has formatVersion ${JSON.stringify(version)}; this site reads format version ${FORMAT_VERSION}`,
    );
  }
  return value as T;
}

/** Every route with its file. */
export function loadManifest(dir = routeDataDir()): Promise<Manifest> {
  return readVersioned<Manifest>(dir, 'manifest.json', readShared);
}

/** What every page shares: theme with menus and footer, locale, host, … */
export function loadSite(dir = routeDataDir()): Promise<Site> {
  return readVersioned<Site>(dir, 'site.json', readShared);
}

/** What the build's configuration (next.config.ts) decides by: the membership area, the events calls, the images. */
export type SiteConfig = Pick<Site, 'membership' | 'publicEvents' | 'theme' | 'gaTrackingId' | 'facebookPixelId'>;

/** A route data file parsed synchronously, or null when it (or the folder's name) is missing or unreadable. */
function readJsonOrNull(dir: string | null, file: string): unknown {
  if (dir === null) return null;
  try {
    return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * `site.json` for next.config.ts, which Next runs as a CommonJS module: it cannot wait for {@link loadSite}. Null
 * when `ROUTE_DATA_DIR` is unset or the file is missing or unreadable: `next typegen` (in `npm run typecheck`) and
 * eslint load the configuration without any route data, and then there is no membership area and no events call;
 * `next build` stops at the pages instead, which read the same file with {@link loadSite}.
 */
export function loadSiteConfig(dir = configuredDir()): SiteConfig | null {
  return readJsonOrNull(dir, 'site.json') as SiteConfig | null;
}

/**
 * The route paths a partial export renders, one per line of the file `FJORDBY_RENDER_ONLY` names (the pipeline's
 * export writes it: the routes whose data changed since the live release); null, every route, when it is unset.
 */
export function renderOnly(file = process.env.FJORDBY_RENDER_ONLY): ReadonlySet<string> | null {
  if (!file) return null;
  return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
}

/**
 * How many routes the build renders, for next.config.ts as {@link loadSiteConfig}: those `manifest.json` lists, or
 * those of a partial export ({@link renderOnly}); 0 without a manifest.
 */
export function countRoutes(dir = configuredDir(), only = renderOnly()): number {
  const manifest = readJsonOrNull(dir, 'manifest.json') as Pick<Manifest, 'routes'> | null;
  return only?.size ?? manifest?.routes.length ?? 0;
}

// Every page looks itself up among thousands of routes and redirects: by a table per list (the shared files' parsed
// lists live as long as their file's version), not a scan. Each list is looked up by one key only; the first entry
// of a key wins, as `find` would have it.
const tables = new WeakMap<readonly object[], Map<string, unknown>>();

function lookup<T extends object>(list: readonly T[], key: (item: T) => string, wanted: string): T | undefined {
  let table = tables.get(list) as Map<string, T> | undefined;
  if (!table) {
    table = new Map();
    for (const item of list) if (!table.has(key(item))) table.set(key(item), item);
    tables.set(list, table);
  }
  return table.get(wanted);
}

async function readListedRoute(
  dir: string,
  what: string,
  entry: ManifestRoute | undefined,
  read = readJson,
): Promise<Route> {
  if (!entry) {
    throw new RouteDataError(`${path.join(dir, 'manifest.json')} has no ${what}`);
  }
  return readVersioned<Route>(dir, entry.file, read);
}

/**
 * The route at `routePath` (`/`, `/kino`, `/article/x`), read from the file the manifest gives it; once per render
 * (React's `cache`, a plain call outside one), which the page's metadata and the page itself share.
 */
export const loadRoute = cache(async (routePath: string, dir = routeDataDir()): Promise<Route> => {
  const entry = lookup((await loadManifest(dir)).routes, (route) => route.path, routePath);
  return readListedRoute(dir, `route ${routePath}`, entry);
});

/**
 * The route of the not-found page (`/404.html`), which the pipeline always writes. Every page reads it (Next renders
 * the not-found page into each page, for a client-side `notFound()`), so it is read once per version of its file.
 */
export async function loadNotFoundRoute(dir = routeDataDir()): Promise<Route> {
  const entry = (await loadManifest(dir)).routes.find((route) => route.kind === 'not-found');
  return readListedRoute(dir, 'not-found route', entry, readShared);
}

/** Every route of the manifest (the not-found route too), each read from its file. */
export async function loadRoutes(dir = routeDataDir(), only: ReadonlySet<string> | null = null): Promise<Route[]> {
  const manifest = await loadManifest(dir);
  const listed = only === null ? manifest.routes : manifest.routes.filter((entry) => only.has(entry.path));
  return Promise.all(listed.map((entry) => readVersioned<Route>(dir, entry.file)));
}

/** The redirect table (`redirects.json`, a list with no format version): old path → new path or http(s) URL. */
export async function loadRedirects(dir = routeDataDir()): Promise<Redirect[]> {
  const redirects = await readShared(dir, 'redirects.json');
  if (!Array.isArray(redirects)) {
    throw new RouteDataError(`${path.join(dir, 'redirects.json')} is not a list of redirects`);
  }
  return redirects as Redirect[];
}

/** What the site search finds (`search-index.json`, a list with no format version): the search page lists it all. */
export async function loadSearchIndex(dir = routeDataDir()): Promise<SearchEntry[]> {
  const entries = await readShared(dir, 'search-index.json');
  if (!Array.isArray(entries)) {
    throw new RouteDataError(`${path.join(dir, 'search-index.json')} is not a list of search entries`);
  }
  return entries as SearchEntry[];
}

/** A further page of a long listing, by the file a block's `paging` lists (`chunks/…/2.json`). */
export async function loadChunk(file: string, dir = routeDataDir()): Promise<Chunk> {
  // The names come from the data itself; one that leaves chunks/ is a broken file, not a path to follow.
  const normal = path.posix.normalize(file);
  if (!normal.startsWith('chunks/') || normal !== file) {
    throw new RouteDataError(`${file} is not a chunk file of ${dir}`);
  }
  const chunk = await readJson(dir, file);
  if (typeof chunk !== 'object' || chunk === null || !Array.isArray((chunk as Partial<Chunk>).items)) {
    throw new RouteDataError(`${path.join(dir, file)} is not a chunk: it has no items`);
  }
  return chunk as Chunk;
}
